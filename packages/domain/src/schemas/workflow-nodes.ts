// Every workflow node type Parley knows: the kind the editor files it under, the zod schema of its
// configuration (the node's data.frontend), its outlets (how many edges leave it, or one per named
// branch) and the variables it sets and reads. Types missing from this table still load (the list
// is open-ended) and are only checked for reachability and variable references. docs/workflows.md.
import { z } from 'zod';
import type { KnownNodeType, NodeKind } from '../enums';
import { e164Schema } from '../api/phone-numbers';
import { expressionProblem, expressionVariables, parseExpression } from '../rules/expression';

export const WORKFLOW_VARIABLE_TYPES = [
  'name',
  'phone',
  'text',
  'number',
  'date',
  'email',
  'boolean',
] as const;
export const workflowVariableTypeSchema = z.enum(WORKFLOW_VARIABLE_TYPES);
export type WorkflowVariableType = z.infer<typeof workflowVariableTypeSchema>;

/** A variable name as templates and conditions reference it: a letter or _, then letters, digits, _. */
export const VARIABLE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const variableNameSchema = z
  .string()
  .regex(VARIABLE_NAME_PATTERN, 'Letters, digits and _ only')
  // Variables end up as keys of plain objects (the dry-run's, the voice engine's).
  .refine((name) => name !== '__proto__', 'This name is reserved');

export const workflowVariableSchema = z.object({
  name: variableNameSchema,
  type: workflowVariableTypeSchema,
  description: z.string().optional(),
});
export type WorkflowVariable = z.infer<typeof workflowVariableSchema>;

/**
 * Variables every call has before its first step: the trigger sets them (owner_email is the agent
 * owner's address). Outbound triggers add the contact's variables they declare.
 */
export const WORKFLOW_SYSTEM_VARIABLES = [
  'caller_number',
  'agent_number',
  'owner_email',
  'current_date',
  'current_time',
] as const;

/** The trigger step of an outbound flow (RECEIVE_CALL, in default-workflow.ts, starts inbound ones). */
export const OUTBOUND_CALL_NODE_TYPE = 'OUTBOUND_CALL';

/** A marketplace custom action used as a step (t_w_custom_actions; docs/integrations.md). */
export const CUSTOM_ACTION_NODE_TYPE = 'CUSTOM_ACTION';

const text = z.string().trim().min(1, 'Required');
/** A value that is either literal or a {{variable}} filled in at call time. */
const TEMPLATE_REFERENCE = /^\{\{\s*[A-Za-z_][A-Za-z0-9_.]*\s*\}\}$/;
const orTemplate = (schema: z.ZodType<string>) =>
  z
    .string()
    .trim()
    .refine((value) => TEMPLATE_REFERENCE.test(value) || schema.safeParse(value).success, 'Invalid value');
const httpUrl = z
  .string()
  .trim()
  // The host may be a template ({{base_url}}/path); a literal one must be http(s).
  .refine((value) => /^\{\{/.test(value) || /^https?:\/\/[^\s/]+/i.test(value), 'Must be an http(s) URL');
const keyValues = z.array(z.object({ key: text, value: z.string() })).default([]);
const outcomesSchema = z
  .array(z.object({ id: text, label: text }))
  .default([])
  .refine(
    (outcomes) => new Set(outcomes.map((outcome) => outcome.id)).size === outcomes.length,
    'Outcome ids must differ',
  );

const promptConfig = z.object({
  prompt: text,
  variables: z.array(workflowVariableSchema).default([]),
  /** Named results the step can end with; each gets its own outgoing edge. */
  outcomes: outcomesSchema,
  interimMessage: z.string().optional(),
});
const questionConfig = z.object({
  question: text,
  variable: workflowVariableSchema.optional(),
  outcomes: outcomesSchema,
});
const filterConfig = z.object({
  branches: z
    .array(
      z.object({
        id: text,
        label: text,
        condition: z.string().superRefine((value, ctx) => {
          const problem = expressionProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      }),
    )
    .min(1, 'At least one branch')
    .refine(
      (branches) => new Set(branches.map((branch) => branch.id)).size === branches.length,
      'Branch ids must differ',
    ),
  /** The branch taken when no condition holds. */
  otherwise: z.boolean().default(true),
});
const requestConfig = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).default('POST'),
  url: httpUrl,
  headers: keyValues,
  bodyTemplate: z.string().default(''),
  responseVariable: variableNameSchema.optional(),
});
const integrationConfig = z.object({
  /** What the app does (e.g. 'create_event', 'append_row', 'post_message'). */
  action: text,
  connectionId: z.string().default(''),
  fields: keyValues,
  resultVariable: variableNameSchema.optional(),
});
const hookConfig = z.object({
  webhookUrl: httpUrl,
  fields: keyValues,
  resultVariable: variableNameSchema.optional(),
});
const emptyConfig = z.object({});

/** The kinds of outlet a node has: a count range of plain edges, or one edge per named branch. */
export type Outlets = { min: number; max: number } | { handles: string[] };

type Config = Record<string, unknown>;

export interface NodeTypeSpec {
  kind: NodeKind;
  config: z.ZodType<Config>;
  outlets: (config: Config) => Outlets;
  /** The variables this step assigns. */
  sets: (config: Config) => string[];
  /** The step speaks or listens to the caller, so it cannot run once the call has ended. */
  needsCaller: boolean;
  /** The step ends the conversation: a path may stop here. */
  endsCall: boolean;
}

const ONE = { min: 1, max: 1 };
const AT_MOST_ONE = { min: 0, max: 1 };
const NONE = { min: 0, max: 0 };
const nothing = (): string[] => [];
const handlesOr = (ids: string[]): Outlets => (ids.length > 0 ? { handles: ids } : ONE);
const ids = (config: Config, key: string): string[] =>
  ((config[key] as { id: string }[] | undefined) ?? []).map((entry) => entry.id);
const names = (config: Config, key: string): string[] =>
  ((config[key] as { name: string }[] | undefined) ?? []).map((entry) => entry.name);
const optionalName = (key: string) => (config: Config) =>
  typeof config[key] === 'string' ? [config[key]] : [];

function spec(
  kind: NodeKind,
  config: z.ZodType,
  outlets: Outlets | ((config: Config) => Outlets),
  options: Partial<Pick<NodeTypeSpec, 'sets' | 'needsCaller' | 'endsCall'>> = {},
): NodeTypeSpec {
  return {
    kind,
    config: config as z.ZodType<Config>,
    outlets: typeof outlets === 'function' ? outlets : () => outlets,
    sets: options.sets ?? nothing,
    needsCaller: options.needsCaller ?? false,
    endsCall: options.endsCall ?? false,
  };
}

// Actions run mid-call or after END_CALL (post-call), so they may be the last step of a path.
const action = (config: z.ZodType, sets: (config: Config) => string[] = nothing) =>
  spec('ACTION', config, AT_MOST_ONE, { sets });
const integration = action(integrationConfig, optionalName('resultVariable'));
const hook = action(hookConfig, optionalName('resultVariable'));
const request = action(requestConfig, optionalName('responseVariable'));

export const NODE_TYPE_SPECS: Readonly<Record<string, NodeTypeSpec>> = {
  RECEIVE_CALL: spec('TRIGGER', emptyConfig, ONE),
  [OUTBOUND_CALL_NODE_TYPE]: spec(
    'TRIGGER',
    z.object({ variables: z.array(workflowVariableSchema).default([]) }),
    ONE,
    { sets: (config) => names(config, 'variables') },
  ),
  PROMPT: spec('FORM', promptConfig, (config) => handlesOr(ids(config, 'outcomes')), {
    sets: (config) => names(config, 'variables'),
    needsCaller: true,
  }),
  QUESTION: spec('FORM', questionConfig, (config) => handlesOr(ids(config, 'outcomes')), {
    sets: (config) =>
      (config.variable as { name: string } | undefined) ? [(config.variable as { name: string }).name] : [],
    needsCaller: true,
  }),
  SAY_EXACTLY: spec('FORM', z.object({ message: text }), ONE, { needsCaller: true }),
  END_CALL: spec('ACTION', z.object({ message: text }), AT_MOST_ONE, { needsCaller: true, endsCall: true }),
  TRANSFER_CALL: spec(
    'ACTION',
    z.object({ number: orTemplate(e164Schema), whisperMessage: z.string().optional() }),
    // The one edge, when present, is the path taken if nobody answers the transfer.
    AT_MOST_ONE,
    { needsCaller: true, endsCall: true },
  ),
  SEND_SMS: action(z.object({ to: orTemplate(e164Schema), message: text })),
  SEND_EMAIL: action(z.object({ to: orTemplate(z.email()), subject: text, body: text })),
  API_REQUEST: request,
  WEBHOOK: request,
  CUSTOM_API: request,
  // A marketplace custom action (t_w_custom_actions): its inputs fill the action's request template.
  [CUSTOM_ACTION_NODE_TYPE]: action(
    z.object({ actionId: text, inputs: keyValues, resultVariable: variableNameSchema.optional() }),
    optionalName('resultVariable'),
  ),
  SEND_CALL_DATA: action(z.object({ url: httpUrl })),
  FILTER: spec('OTHER', filterConfig, (config) => ({
    handles: [...ids(config, 'branches'), ...(config.otherwise === false ? [] : [FILTER_OTHERWISE_HANDLE])],
  })),
  DELAY: spec('OTHER', z.object({ seconds: z.number().int().min(1).max(3600) }), ONE),
  KNOWLEDGE_BASE: spec(
    'OTHER',
    z.object({ query: text, resultVariable: variableNameSchema.optional() }),
    ONE,
    {
      sets: optionalName('resultVariable'),
    },
  ),
  CODE: action(
    z.object({ code: text, outputVariables: z.array(variableNameSchema).default([]) }),
    (config) => (config.outputVariables as string[] | undefined) ?? [],
  ),
  NOTIFICATION: action(z.object({ channel: z.enum(['email', 'sms']), recipients: z.array(text).min(1) })),
  CAMPAIGN: action(z.object({ campaignId: text })),
  REDIAL: action(
    z.object({
      maxAttempts: z.number().int().min(1).max(5),
      delayMinutes: z.number().int().min(1).max(1440),
    }),
  ),
  AVAILABILITY: spec(
    'ACTION',
    integrationConfig,
    { handles: ['available', 'unavailable'] },
    {
      sets: optionalName('resultVariable'),
    },
  ),
  TRANSFER_WORKFLOW: spec('ACTION', z.object({ workflowId: text }), NONE, { endsCall: true }),
  END_FLOW: spec('OTHER', emptyConfig, NONE, { endsCall: true }),
  SIGNPOST: spec('OTHER', z.object({ note: z.string().default('') }), ONE),
  // Configured at call time by the live caller; publish ignores its flags (see rules/publish.ts).
  CUSTOM_LIVE_CALL: spec('ACTION', z.object({ instructions: z.string().default('') }), AT_MOST_ONE, {
    needsCaller: true,
  }),
  ZAPIER: hook,
  MAKE: hook,
  GMAIL: integration,
  GOOGLE_SHEETS: integration,
  GOOGLE_DRIVE: integration,
  GOOGLE_CALENDAR: integration,
  GOOGLE_CALENDAR_V2: integration,
  SLACK: integration,
  GO_HIGH_LEVEL: integration,
  VISION: integration,
} satisfies Record<
  KnownNodeType | 'RECEIVE_CALL' | typeof OUTBOUND_CALL_NODE_TYPE | typeof CUSTOM_ACTION_NODE_TYPE,
  NodeTypeSpec
>;

/** The FILTER outlet taken when no branch's condition holds. */
export const FILTER_OTHERWISE_HANDLE = 'otherwise';

export function nodeTypeSpec(type: string): NodeTypeSpec | undefined {
  return Object.hasOwn(NODE_TYPE_SPECS, type) ? NODE_TYPE_SPECS[type] : undefined;
}

const TEMPLATE_VARIABLE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_.]*)?\s*\}\}/g;

function collectTemplateVariables(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(TEMPLATE_VARIABLE)) into.add(match[1] as string);
  } else if (Array.isArray(value)) {
    for (const item of value) collectTemplateVariables(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectTemplateVariables(item, into);
  }
}

/**
 * The variables a step reads: every {{name}} in its configuration's texts, and for FILTER the
 * variables of its branch conditions. Unknown types are scanned too, so a reference is still checked.
 */
export function nodeUsedVariables(type: string, config: Config): string[] {
  const used = new Set<string>();
  collectTemplateVariables(config, used);
  if (type === 'FILTER' && Array.isArray(config.branches)) {
    for (const branch of config.branches as { condition?: unknown }[]) {
      if (typeof branch.condition !== 'string' || expressionProblem(branch.condition)) continue;
      for (const name of expressionVariables(parseExpression(branch.condition))) used.add(name);
    }
  }
  return [...used];
}
