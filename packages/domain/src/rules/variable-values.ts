// What a caller's answer means for a variable of each type: the value stored, or null when the answer
// does not fit (a phone number that is not one). The runtime checks the model's tool arguments with it.
import { z } from 'zod';
import { e164Schema } from '../api/phone-numbers';
import type { WorkflowVariableType } from '../schemas/workflow-nodes';

export type VariableAnswer = string | number | boolean;

const ANSWER_PARSERS: Record<WorkflowVariableType, (value: string) => VariableAnswer | null> = {
  text: (value) => value,
  name: (value) => (value.trim() ? value.trim() : null),
  phone: (value) => {
    const parsed = e164Schema.safeParse(value.replace(/[\s()-]/g, ''));
    return parsed.success ? parsed.data : null;
  },
  email: (value) => (z.email().safeParse(value.trim()).success ? value.trim() : null),
  number: (value) => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null),
  date: (value) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && !Number.isNaN(Date.parse(value.trim())) ? value.trim() : null,
  boolean: (value) => {
    const text = value.trim().toLowerCase();
    if (['yes', 'true', 'y'].includes(text)) return true;
    if (['no', 'false', 'n'].includes(text)) return false;
    return null;
  },
};

/** The value `raw` stores in a variable of `type`, or null when it does not fit the type. */
export function parseVariableValue(type: WorkflowVariableType, raw: VariableAnswer): VariableAnswer | null {
  if (typeof raw === 'boolean' && type === 'boolean') return raw;
  if (typeof raw === 'number' && type === 'number') return Number.isFinite(raw) ? raw : null;
  return ANSWER_PARSERS[type](String(raw));
}
