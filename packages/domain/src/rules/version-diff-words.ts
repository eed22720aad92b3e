// The version diff in a business user's words (docs/versions.md#diff): each agent setting by the label
// its form gives it, values as text rather than JSON, lists of knowledge by how many were added or
// removed rather than by id. version-diff.ts computes the changes; this names them.
import { AGENT_FIELD_LABELS, NOTIFICATION_EVENTS } from '../schemas/agent-form-fields';
import { fieldName, settingPlace } from './workflow-words';

/** Labels of the versioned agent fields the settings forms do not label one by one. */
const AGENT_AREA_LABELS: Readonly<Record<string, string>> = {
  personalityTraits: 'Personality traits',
  conversationStyle: 'Conversation style',
  selectedVoiceId: 'Voice',
  enableMultiLingual: 'Speaks several languages',
  phoneticDictionaries: 'Pronunciations',
  category: 'Category',
  widgetIds: 'Web widget',
  faqIds: 'FAQs',
  documentIds: 'Documents',
  websiteIds: 'Websites',
  'workflowSettings.defaultWorkflowId': 'Default workflow',
  'promptModules.order': 'Order of the prompt modules',
};

/** The wrapper objects whose own name adds nothing to a setting's label ("Timezone", not "General settings timezone"). */
const GROUPS: Readonly<Record<string, string>> = {
  generalSettings: '',
  advancedSettings: '',
  voiceEngineSettings: 'Voice: ',
};

const NOTIFICATION_LABELS = new Map<string, string>(
  NOTIFICATION_EVENTS.map((event) => [event.key, event.label]),
);

/**
 * A changed agent setting's label, from its path in the diff: "greeting" → "Greeting",
 * "generalSettings.timezone" → "Timezone", "notificationsSettings.everyCall.sms" → "Every call (SMS)",
 * "promptModules.Job & Role" → "Prompt module “Job & Role”".
 */
export function agentSettingLabel(path: string): string {
  const known = AGENT_AREA_LABELS[path];
  if (known) return known;
  if (path.startsWith('promptModules.')) return `Prompt module “${path.slice('promptModules.'.length)}”`;
  const [head = '', ...rest] = path.split('.');
  const labels: Readonly<Record<string, string>> = AGENT_FIELD_LABELS;
  if (rest.length === 0) return labels[head] ?? fieldName(head);
  if (head === 'notificationsSettings') {
    const [event = '', channel] = rest;
    const label = NOTIFICATION_LABELS.get(event) ?? fieldName(event);
    return channel ? `${label} (${channel === 'sms' ? 'SMS' : fieldName(channel)})` : label;
  }
  const prefix = GROUPS[head];
  const leaf = rest.join('.');
  const leafLabel = labels[leaf] ?? settingPlace(rest);
  return prefix === undefined ? `${fieldName(head)}: ${leafLabel}` : `${prefix}${leafLabel}`;
}

const plural = (count: number, one: string) => `${String(count)} ${count === 1 ? one : `${one}s`}`;

/** Two id lists as what changed in them: "1 added, 2 removed", never the ids. */
export function idListSummary(before: readonly string[], after: readonly string[]): string {
  const was = new Set(before);
  const is = new Set(after);
  const added = after.filter((id) => !was.has(id)).length;
  const removed = before.filter((id) => !is.has(id)).length;
  const parts = [
    ...(added > 0 ? [`${String(added)} added`] : []),
    ...(removed > 0 ? [`${String(removed)} removed`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'Reordered';
}

/** The fields whose values are ids: the diff says what happened to them instead of showing the ids. */
export const ID_LIST_FIELDS: ReadonlySet<string> = new Set([
  'widgetIds',
  'faqIds',
  'documentIds',
  'websiteIds',
]);

/** Words for enum values the diff shows (a workflow's type and status). */
const VALUE_WORDS: Readonly<Record<string, string>> = {
  INBOUND: 'Inbound calls',
  OUTBOUND: 'Outbound calls',
  PUBLISHED: 'Published',
  DRAFT: 'Draft',
};

/**
 * A value as one line a person reads: text as it is, yes/no for a switch, a list joined by commas,
 * a group of settings as "Label: value" pairs. Never JSON. Empty values answer ''.
 */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return VALUE_WORDS[value] ?? value;
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    return value
      .map((item) => describeValue(item))
      .filter((text) => text !== '')
      .join(value.some((item) => typeof item === 'object' && item !== null) ? '; ' : ', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'id')
      .map(([key, item]) => [fieldName(key), describeValue(item)] as const)
      .filter(([, text]) => text !== '')
      .map(([key, text]) => `${key}: ${text}`)
      .join(', ');
  }
  return '';
}

/** Steps that only moved on the canvas, folded into one line: they change nothing a caller hears. */
export const layoutMovesSummary = (count: number): string =>
  `${plural(count, 'step')} moved on the canvas (layout only)`;

/** A step added to a workflow, placed after the steps that now lead to it. */
export function stepAddedText(step: string, after: readonly string[]): string {
  const quoted = after.map((name) => `“${name}”`);
  return quoted.length > 0 ? `Step “${step}” added after ${quoted.join(' and ')}` : `Step “${step}” added`;
}

export const stepRemovedText = (step: string): string => `Step “${step}” removed`;
export const stepChangedText = (step: string): string => `Step “${step}” changed`;

/** A connection made or undone between two steps that both exist on that side; `branch` names the outlet. */
export function connectionText(
  change: 'added' | 'removed',
  from: string,
  to: string,
  branch: string | null,
): string {
  const source = branch ? `“${from}” (${branch})` : `“${from}”`;
  return change === 'added' ? `${source} now leads to “${to}”` : `${source} no longer leads to “${to}”`;
}
