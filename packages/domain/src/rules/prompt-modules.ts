// The agent's prompt as an ordered list of catalogue modules (docs/versions.md, "Prompt modules"): what
// may be added, the edits the prompt editor makes, and the prompt they assemble into.
import { PROMPT_MODULES, type PromptModuleDefinition } from '../data/prompt-modules';
import type { AgentCategory, ModuleCategory } from '../enums';
import { MAX_PROMPT_MODULES, type PromptModule } from '../schemas/prompt-module';

/** The catalogue an agent of this category offers: General modules always, Healthcare ones to Healthcare agents. */
export function promptModuleCatalogueFor(category: AgentCategory): readonly PromptModuleDefinition[] {
  return PROMPT_MODULES.filter(
    (module) => module.agentCategory === 'General' || module.agentCategory === category,
  );
}

export function promptModuleDefinition(moduleId: ModuleCategory): PromptModuleDefinition | undefined {
  return PROMPT_MODULES.find((module) => module.name === moduleId);
}

/** Why a module may not be added: not in the catalogue, disabled, for Healthcare agents only, already there, or the list is full. */
export type PromptModuleRefusal = 'unknown' | 'disabled' | 'healthcare-only' | 'already-added' | 'too-many';

/** Why `moduleId` may not be added to an agent of `category` holding `modules`; null when it may. */
export function promptModuleAddRefusal(
  modules: readonly Pick<PromptModule, 'moduleId'>[],
  moduleId: ModuleCategory,
  category: AgentCategory,
): PromptModuleRefusal | null {
  const definition = promptModuleDefinition(moduleId);
  if (!definition) return 'unknown';
  if (definition.isDisabled) return 'disabled';
  if (definition.agentCategory !== 'General' && definition.agentCategory !== category)
    return 'healthcare-only';
  if (!definition.isMultiAllowed && modules.some((module) => module.moduleId === moduleId))
    return 'already-added';
  if (modules.length >= MAX_PROMPT_MODULES) return 'too-many';
  return null;
}

/**
 * Why a whole list of modules may not be saved on an agent of `category` (the first module at fault and
 * why), or null: each module must have been addable after the ones before it, and ids must be unique.
 */
export function promptModulesRefusal(
  modules: readonly Pick<PromptModule, 'id' | 'moduleId'>[],
  category: AgentCategory,
): { index: number; reason: PromptModuleRefusal | 'duplicate-id' } | null {
  const seenIds = new Set<string>();
  for (const [index, module] of modules.entries()) {
    if (seenIds.has(module.id)) return { index, reason: 'duplicate-id' };
    seenIds.add(module.id);
    const reason = promptModuleAddRefusal(modules.slice(0, index), module.moduleId, category);
    if (reason) return { index, reason };
  }
  return null;
}

/** The list with a new, empty module of `moduleId` at the end (the caller checked promptModuleAddRefusal). */
export function addPromptModule(
  modules: readonly PromptModule[],
  moduleId: ModuleCategory,
  id: string,
): PromptModule[] {
  return [...modules, { id, moduleId, content: '', contentMD: '' }];
}

/** The list without the module `id`. */
export function removePromptModule(modules: readonly PromptModule[], id: string): PromptModule[] {
  return modules.filter((module) => module.id !== id);
}

/** The list with the module at `from` moved to `to` (both clamped to the list). */
export function movePromptModule(modules: readonly PromptModule[], from: number, to: number): PromptModule[] {
  const result = [...modules];
  const [moved] = result.splice(from, 1);
  if (!moved) return result;
  result.splice(Math.max(0, Math.min(to, result.length)), 0, moved);
  return result;
}

/**
 * Markdown as plain text: heading and quote markers, emphasis and code marks dropped, links written as
 * "text (url)", list items kept as "- ". Enough for what people type in a prompt; not a full parser.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/^ {0,3}#{1,6}\s+/gm, '')
    .replace(/^ {0,3}>\s?/gm, '')
    .replace(/^(\s*)[*+]\s+/gm, '$1- ')
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?=[^\w*]|$)/gm, '$1$2')
    .replace(/`([^`\n]+)`/g, '$1');
}

/** The module with new Markdown, and its plain text kept in step. */
export function withPromptModuleContent(module: PromptModule, contentMD: string): PromptModule {
  return { ...module, contentMD, content: markdownToText(contentMD) };
}

/**
 * The prompt the voice engine receives: each module that has content, in order, as its name on a line
 * and its plain text under it, separated by a blank line.
 */
export function assemblePrompt(modules: readonly PromptModule[]): string {
  return modules
    .filter((module) => module.content.trim() !== '')
    .map((module) => `${module.moduleId}\n${module.content.trim()}`)
    .join('\n\n');
}

/** Characters per token for English text with common models' tokenisers: an estimate, shown as one ("~"). */
export const CHARS_PER_TOKEN = 4;

/** About how many tokens a text costs: its length over CHARS_PER_TOKEN, rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** One module's name in a diff: its catalogue name, numbered when the list holds it more than once. */
function moduleLabels(modules: readonly PromptModule[]): Map<string, string> {
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const module of modules) {
    const count = (seen.get(module.moduleId) ?? 0) + 1;
    seen.set(module.moduleId, count);
    const repeated = modules.filter((each) => each.moduleId === module.moduleId).length > 1;
    labels.set(module.id, repeated ? `${module.moduleId} ${String(count)}` : module.moduleId);
  }
  return labels;
}

/**
 * How a prompt changed, module by module (matched by id), for the version diff: each module added
 * (before null), removed (after null) or whose Markdown changed, as `promptModules.<name>`, and the
 * order as `promptModules.order` when the modules kept in both moved.
 */
export function promptModuleChanges(
  before: readonly PromptModule[],
  after: readonly PromptModule[],
): { path: string; before: string | null; after: string | null }[] {
  const wasById = new Map(before.map((module) => [module.id, module]));
  const isById = new Map(after.map((module) => [module.id, module]));
  const wasLabels = moduleLabels(before);
  const isLabels = moduleLabels(after);
  const changes: { path: string; before: string | null; after: string | null }[] = [];
  for (const module of before) {
    if (!isById.has(module.id))
      changes.push({
        path: `promptModules.${wasLabels.get(module.id) ?? ''}`,
        before: module.contentMD,
        after: null,
      });
  }
  for (const module of after) {
    const was = wasById.get(module.id);
    const path = `promptModules.${isLabels.get(module.id) ?? ''}`;
    if (!was) changes.push({ path, before: null, after: module.contentMD });
    else if (was.contentMD !== module.contentMD)
      changes.push({ path, before: was.contentMD, after: module.contentMD });
  }
  const keptBefore = before.filter((module) => isById.has(module.id)).map((module) => module.id);
  const keptAfter = after.filter((module) => wasById.has(module.id)).map((module) => module.id);
  if (keptBefore.join('\n') !== keptAfter.join('\n')) {
    const names = (ids: string[], labels: Map<string, string>) => ids.map((id) => labels.get(id)).join(' → ');
    changes.push({
      path: 'promptModules.order',
      before: names(keptBefore, wasLabels),
      after: names(keptAfter, isLabels),
    });
  }
  return changes;
}
