// How workflow steps, their settings and their problems are said to a person: step names instead of
// ids, settings by their label, schema problems in plain words. The validator, the editor and the
// version diff all speak through these, so no screen shows "say_exactly-10", "branches.0.label" or
// "Invalid input: expected string, received undefined". docs/workflows.md#words.
import type { z } from 'zod';
import { FILTER_OTHERWISE_HANDLE } from '../schemas/workflow-nodes';

const ACRONYMS = new Set(['SMS', 'API', 'V2', 'URL']);

/** A node type as people read it: SEND_SMS → "Send SMS", GOOGLE_CALENDAR_V2 → "Google Calendar V2". */
export function nodeTypeName(type: string): string {
  return type
    .split('_')
    .filter((word) => word !== '')
    .map((word) => (ACRONYMS.has(word) ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(' ');
}

/** A setting's key as people read it: bodyTemplate → "Body template", webhookUrl → "Webhook URL". */
export function fieldName(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter((word) => word !== '')
    .map((word) => (/^(url|id|sms)$/i.test(word) ? word.toUpperCase() : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One item of a list setting: branches → "Branch", outcomes → "Outcome", outputVariables → "Output variable". */
export function itemName(listKey: string): string {
  return fieldName(listKey.replace(/(ch|sh|x)es$/, '$1').replace(/s$/, ''));
}

/** What a step is called: its label, else its type ("Say exactly" steps read "Unnamed Say Exactly step"). */
export function stepName(node: { data: { type: string; frontend: Record<string, unknown> } }): string {
  const label = node.data.frontend.label;
  return typeof label === 'string' && label.trim() !== ''
    ? label.trim()
    : `Unnamed ${nodeTypeName(node.data.type)} step`;
}

/**
 * Where a problem sits, from its schema path: "message" → "Message", "branches.0.label" → "Branch 1
 * label", "variable.name" → "Variable name"; the root → "This step's settings".
 */
export function settingPlace(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (let index = 0; index < path.length; index += 1) {
    const key = path[index];
    const next = path[index + 1];
    if (typeof key === 'string' && typeof next === 'number') {
      parts.push(`${itemName(key)} ${String(next + 1)}`);
      index += 1;
    } else if (typeof key === 'number') parts.push(`#${String(key + 1)}`);
    else parts.push(fieldName(String(key)));
  }
  if (parts.length === 0) return "This step's settings";
  const text = parts.map((part, index) => (index === 0 ? part : part.toLowerCase())).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KIND_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of settings',
};

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown => {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
};

/** zod's own English starts like this; a message a schema wrote itself ("Letters, digits and _ only") is kept. */
const ZOD_DEFAULT = /^(Invalid input|Too (small|big)|Invalid (option|string|value))/;

/**
 * A schema problem in plain words, for the field it concerns: "Required" for a missing value (zod says
 * "Invalid input: expected string, received undefined"), "Must be a number", "At most 3600", "Choose
 * one of: email, sms". A message the schema wrote itself is kept as it is.
 */
export function plainIssueMessage(issue: z.core.$ZodIssue, input: unknown): string {
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null || value === '') return 'Required';
      return `Must be ${KIND_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
      if (issue.origin === 'string') return 'Required';
      if (issue.origin === 'array' || issue.origin === 'set') return `Add at least ${String(issue.minimum)}`;
      return `At least ${String(issue.minimum)}`;
    case 'too_big':
      if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
      if (issue.origin === 'string') return `At most ${String(issue.maximum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `At most ${String(issue.maximum)}`;
      return `At most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}`;
    default:
      return ZOD_DEFAULT.test(issue.message) ? 'Not a valid value' : issue.message;
  }
}

/** A step's settings problem as one sentence: "Message is required", "Branch 1 label is required". */
export function describeSettingIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const place = settingPlace(issue.path);
  const message = plainIssueMessage(issue, input);
  return message === 'Required' ? `${place} is required` : `${place}: ${message}`;
}

/**
 * An outlet handle as people read it: a FILTER branch or a PROMPT/QUESTION outcome by its label
 * ("branch-1" → "Yes"), "otherwise" → "Otherwise", a fixed handle ("unavailable") capitalised.
 */
export function handleName(frontend: Record<string, unknown>, handle: string): string {
  for (const key of ['branches', 'outcomes']) {
    const entries = frontend[key];
    if (!Array.isArray(entries)) continue;
    for (const entry of entries as unknown[]) {
      if (entry === null || typeof entry !== 'object') continue;
      const { id, label } = entry as { id?: unknown; label?: unknown };
      if (id === handle)
        return typeof label === 'string' && label.trim() !== '' ? label.trim() : itemName(key);
    }
  }
  if (handle === FILTER_OTHERWISE_HANDLE) return 'Otherwise';
  return fieldName(handle);
}
