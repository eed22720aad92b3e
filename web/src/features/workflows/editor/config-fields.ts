// The side panel's generic form, described from a node type's zod configuration schema: each key of the
// schema becomes a text, number, yes/no or choice field, a list of texts, or rows of such fields (a
// FILTER's branches, a PROMPT's variables). Pure, so which field a schema gives is testable; the panel
// only renders these descriptions. Keys a per-type form owns (nodes/node-form-entries.ts) are skipped.
import { fieldName, plainIssueMessage } from '@parley/domain';
import type { z } from 'zod';

export type ScalarField =
  | { kind: 'text'; key: string; multiline: boolean; optional: boolean }
  | { kind: 'number'; key: string; min: number | null; max: number | null; optional: boolean }
  | { kind: 'boolean'; key: string; initial: boolean }
  | { kind: 'choice'; key: string; options: readonly string[]; optional: boolean };

export type ConfigField =
  | ScalarField
  | { kind: 'texts'; key: string }
  /** Rows of objects; an `id` column is generated, never typed (edges refer to it). */
  | { kind: 'rows'; key: string; columns: readonly ScalarField[]; hasId: boolean }
  /** An optional object edited in place (a QUESTION's variable). */
  | { kind: 'group'; key: string; fields: readonly ScalarField[]; optional: boolean };

/** Keys whose text is long (said to the caller, sent as a body): a multi-line box. */
const MULTILINE = new Set([
  'prompt',
  'question',
  'message',
  'body',
  'bodyTemplate',
  'instructions',
  'note',
  'whisperMessage',
  'interimMessage',
  'code',
]);

interface Definition {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  defaultValue?: unknown;
}

// Read through a narrow view of zod's definition: only the parts the form needs.
const definitionOf = (schema: z.ZodType): Definition => (schema as unknown as { def: Definition }).def;

/** The schema under optional/default wrappers, and whether the value may be left out. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean; fallback: unknown } {
  let current = schema;
  let optional = false;
  let fallback: unknown = undefined;
  for (;;) {
    const definition = definitionOf(current);
    if (!definition.innerType) return { schema: current, optional, fallback };
    if (definition.type === 'optional' || definition.type === 'default' || definition.type === 'prefault') {
      optional = true;
      if (definition.type === 'default') fallback = definition.defaultValue;
    }
    current = definition.innerType;
  }
}

function scalarField(key: string, schema: z.ZodType): ScalarField | null {
  const { schema: inner, optional, fallback } = unwrap(schema);
  const type = definitionOf(inner).type;
  if (type === 'string') return { kind: 'text', key, multiline: MULTILINE.has(key), optional };
  if (type === 'number') {
    const { minValue, maxValue } = inner as unknown as { minValue: number | null; maxValue: number | null };
    const bounded = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
    return { kind: 'number', key, min: bounded(minValue), max: bounded(maxValue), optional };
  }
  if (type === 'boolean') return { kind: 'boolean', key, initial: fallback === true };
  if (type === 'enum') {
    return { kind: 'choice', key, options: (inner as unknown as { options: string[] }).options, optional };
  }
  return null;
}

function objectFields(schema: z.ZodType): ScalarField[] {
  const shape = definitionOf(schema).shape ?? {};
  return Object.entries(shape).flatMap(([key, value]) => {
    const field = scalarField(key, value);
    return field ? [field] : [];
  });
}

/** The fields of a configuration schema, in its key order, minus `skip`. Unsupported shapes are left out. */
export function configFields(schema: z.ZodType, skip: readonly string[] = []): ConfigField[] {
  const { schema: root } = unwrap(schema);
  const shape = definitionOf(root).shape ?? {};
  const fields: ConfigField[] = [];
  for (const [key, value] of Object.entries(shape)) {
    if (skip.includes(key)) continue;
    const scalar = scalarField(key, value);
    if (scalar) {
      fields.push(scalar);
      continue;
    }
    const { schema: inner, optional } = unwrap(value);
    const definition = definitionOf(inner);
    if (definition.type === 'object') {
      fields.push({ kind: 'group', key, fields: objectFields(inner), optional });
    } else if (definition.type === 'array' && definition.element) {
      const element = unwrap(definition.element).schema;
      if (definitionOf(element).type === 'object') {
        const columns = objectFields(element);
        const hasId = columns.some((column) => column.key === 'id');
        fields.push({ kind: 'rows', key, columns: columns.filter((column) => column.key !== 'id'), hasId });
      } else if (definitionOf(element).type === 'string') {
        fields.push({ kind: 'texts', key });
      }
    }
  }
  return fields;
}

/** A field's name as a person reads it: bodyTemplate → "Body template" (the domain's words). */
export const fieldTitle = fieldName;

/** A fresh row id for a rows field ("branch-3"), unused among the rows. */
export function freshRowId(key: string, rows: readonly unknown[]): string {
  const prefix = key.replace(/(ch|sh|x)es$/, '$1').replace(/s$/, '');
  const taken = new Set(
    rows.map((row) => (row !== null && typeof row === 'object' ? (row as { id?: unknown }).id : undefined)),
  );
  for (let index = rows.length + 1; ; index += 1) {
    const id = `${prefix}-${String(index)}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * The first message per path ("branches.0.condition") of a configuration's schema errors, in plain
 * words ("Required", not "Invalid input: expected string, received undefined"): the field shows it.
 */
export function configErrors(schema: z.ZodType, config: unknown): Map<string, string> {
  const result = schema.safeParse(config);
  const errors = new Map<string, string>();
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) errors.set(path, plainIssueMessage(issue, config));
  }
  return errors;
}
