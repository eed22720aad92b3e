// The tool through which the model hands over what a PROMPT or QUESTION step collects: one property per
// variable (its type as JSON schema, the variable's kind as `format`, which the scripted LLM fills by),
// plus the outcome when the step has several. Its arguments are checked by the domain's variable types.
import { parseVariableValue, type WorkflowVariable } from '@parley/domain';
import type { ToolSpec } from './ports';
import type { VariableValue } from './state';

export const STEP_TOOL_NAME = 'record_answers';
/** Vapi's built-in names, which the engine acts on itself (docs/runtime.md, "Engines"). */
export const END_CALL_TOOL_NAME = 'endCall';
export const TRANSFER_TOOL_NAME = 'transferCall';

const FORMATS: Partial<Record<WorkflowVariable['type'], string>> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  date: 'date',
};

export function stepTool(
  variables: readonly WorkflowVariable[],
  outcomes: readonly { id: string; label: string }[],
): ToolSpec {
  const properties: Record<string, Record<string, unknown>> = {};
  for (const variable of variables) {
    const type = variable.type === 'number' ? 'number' : variable.type === 'boolean' ? 'boolean' : 'string';
    const format = FORMATS[variable.type];
    properties[variable.name] = {
      type,
      ...(format ? { format } : {}),
      description: variable.description?.trim() || `The caller's ${variable.name.replace(/_/g, ' ')}`,
    };
  }
  if (outcomes.length > 0) {
    properties.outcome = {
      type: 'string',
      enum: outcomes.map((outcome) => outcome.label),
      description: 'Which of these fits what the caller said',
    };
  }
  return {
    name: STEP_TOOL_NAME,
    description: 'Record what the caller answered for the current step.',
    parameters: {
      type: 'object',
      properties,
      required: Object.keys(properties),
      additionalProperties: false,
    },
  };
}

export const END_CALL_TOOL: ToolSpec = {
  name: END_CALL_TOOL_NAME,
  description: 'End the call when the caller says goodbye or asks to hang up.',
  parameters: { type: 'object', properties: {}, required: [] },
};

export type StepAnswer =
  | { ok: true; values: Record<string, VariableValue>; outcome: string | null }
  | { ok: false; problems: string[] };

/** The model's arguments checked against the step: every variable of its type, a known outcome. */
export function readStepAnswer(
  argumentsText: string,
  variables: readonly WorkflowVariable[],
  outcomes: readonly { id: string; label: string }[],
): StepAnswer {
  let args: unknown;
  try {
    args = JSON.parse(argumentsText || '{}');
  } catch {
    return { ok: false, problems: ['The arguments are not JSON'] };
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return { ok: false, problems: ['The arguments are not an object'] };
  }
  const given = args as Record<string, unknown>;
  const problems: string[] = [];
  const values: Record<string, VariableValue> = {};
  for (const variable of variables) {
    const raw = given[variable.name];
    const value =
      typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean'
        ? parseVariableValue(variable.type, raw)
        : null;
    if (value === null) problems.push(`${variable.name} must be a valid ${variable.type}`);
    else values[variable.name] = value;
  }
  let outcome: string | null = null;
  if (outcomes.length > 0) {
    const picked = typeof given.outcome === 'string' ? given.outcome.trim().toLowerCase() : '';
    const match = outcomes.find(
      (each) => each.label.toLowerCase() === picked || each.id.toLowerCase() === picked,
    );
    if (!match) problems.push(`outcome must be one of ${outcomes.map((each) => each.label).join(', ')}`);
    else outcome = match.id;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values, outcome };
}
