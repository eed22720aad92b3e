// The prompt editor's own words (the spec fixes none of them). docs/versions.md, "Prompt modules".
import { MAX_PROMPT_MODULES, type AgentCategory, type PromptModuleRefusal } from '@parley/domain';

export const PROMPT_TITLE = 'Prompt';
export const PROMPT_INTRO =
  "Your agent's prompt is built from these modules, in this order. Drag a module, or press Alt+Up / Alt+Down on it, to move it.";
export const PROMPT_EMPTY = 'No modules yet. Add one to start writing the prompt.';
export const LABEL_MODULE_LIST = 'Prompt modules';
export const LABEL_ADD_MODULE = 'Add module';
export const LABEL_LOADING_PROMPT = 'Loading the prompt';
export const LABEL_PREVIEW = 'Preview';
export const PREVIEW_EMPTY = 'The prompt is empty: write something in a module.';
export const LABEL_UNDO = 'Undo';
export const SAVE_PENDING = 'Unsaved changes';
export const SAVE_SAVING = 'Saving…';
export const SAVE_SAVED = 'All changes saved';
export const SAVE_FAILED = 'Not saved';

export const AGENT_CATEGORY_HEADINGS: Record<AgentCategory, string> = {
  General: 'General',
  Healthcare: 'Healthcare',
};

/** Why a catalogue entry cannot be added (shown beside it in the add menu), or a list cannot be saved. */
export const REFUSAL_TEXT: Record<PromptModuleRefusal | 'duplicate-id', string> = {
  'duplicate-id': 'Listed twice',
  unknown: 'Not in the catalogue',
  disabled: 'Coming soon',
  'healthcare-only': 'For Healthcare agents only',
  'already-added': 'Already added',
  'too-many': `The prompt already has ${String(MAX_PROMPT_MODULES)} modules`,
};

export const labelModuleContent = (name: string) => `${name} (Markdown)`;
export const labelMoveUp = (name: string) => `Move ${name} up`;
export const labelMoveDown = (name: string) => `Move ${name} down`;
export const labelRemove = (name: string) => `Remove ${name}`;
export const labelDragHandle = (name: string) => `Drag ${name} to reorder`;
export const movedAnnouncement = (name: string, position: number, total: number) =>
  `${name} moved to position ${String(position)} of ${String(total)}.`;
export const removedToast = (name: string) => `${name} removed.`;
export const promptSize = (chars: number, tokens: number) =>
  `${chars.toLocaleString('en-US')} characters · ~${tokens.toLocaleString('en-US')} tokens`;
export const invalidModules = (name: string, reason: string) => `${name}: ${reason}`;
