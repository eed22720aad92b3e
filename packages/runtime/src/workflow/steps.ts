// One executor per node type. Each reads its step's parsed configuration, fills its templates from the
// call's variables, performs its effect through the tools port (never directly) and says where the walk
// goes next. docs/runtime.md, "Steps".
import {
  evaluateExpression,
  fillTemplate,
  parseExpression,
  type WorkflowNode,
  type WorkflowVariable,
} from '@parley/domain';
import type { ToolsPort, KnowledgePort } from '../core/ports';
import { ToolFailure } from '../core/ports';
import type { VariableValue } from '../core/state';
import { FILTER_OTHERWISE_HANDLE, labelOf } from './graph';

/** Where the walk goes after a step. */
export type StepOutcome =
  /** Follow the plain edge (handle null) or the named outlet. */
  | { kind: 'next'; handle: string | null }
  /** The step waits for the caller. */
  | { kind: 'wait' }
  /** The walk stops here (the call ended, or a failure was handled). */
  | { kind: 'stop' }
  /** Continue in another workflow. */
  | { kind: 'jump'; workflowId: string };

/** What a step may do to the conversation: implemented by the turn (core/turn.ts). */
export interface StepContext {
  readonly variables: Readonly<Record<string, VariableValue>>;
  readonly tools: ToolsPort;
  readonly knowledge: KnowledgePort;
  readonly toolTimeoutMs: number;
  /** The step runs after the caller hung up or the agent ended the call. */
  readonly ended: boolean;
  say(text: string): void;
  setVariables(nodeId: string, values: Record<string, VariableValue>): void;
  endCall(reason: 'end-call-step' | 'transferred' | 'flow-ended'): void;
  transfer(number: string): void;
  branch(nodeId: string, handle: string, label: string, reason: string): void;
  /** Runs a tool through `work`, recording its request, response and time; answers null when it failed. */
  tool<T>(
    nodeId: string,
    name: string,
    request: Record<string, unknown>,
    work: () => Promise<T>,
  ): Promise<T | null>;
  /** Whether the workflow draws a failure outlet from the step. */
  hasFailureEdge(nodeId: string): boolean;
  /** Says the agent's fallback line (a failure was already recorded). */
  sayFallback(): void;
  /** A step that cannot run: recorded for the owner, the fallback line said. */
  fail(reason: 'unsupported-step' | 'invalid-step', detail: string): void;
  /** Asks the step's question through the model (a PROMPT step). */
  askThroughModel(node: WorkflowNode): Promise<void>;
}

type Config = Record<string, unknown>;
/**
 * Whether a waiting step speaks when the walk reaches it: always, never (the caller's words already
 * answer it), or only QUESTION steps (right after a greeting, which poses the opening question itself).
 */
export type AskMode = 'all' | 'none' | 'questions';

type Executor = (
  node: WorkflowNode,
  config: Config,
  context: StepContext,
  ask: AskMode,
) => Promise<StepOutcome>;

const NEXT: StepOutcome = { kind: 'next', handle: null };
/** Outlet a tool step takes when it fails, when the workflow draws one; otherwise the walk stops there. */
export const FAILURE_HANDLE = 'failure';

const text = (config: Config, key: string): string => (typeof config[key] === 'string' ? config[key] : '');
const pairs = (config: Config, key: string): { key: string; value: string }[] =>
  Array.isArray(config[key]) ? (config[key] as { key: string; value: string }[]) : [];

/** A response body as a variable: JSON as its text, kept short enough for a prompt. */
function responseValue(body: string): string {
  return body.length > 4000 ? body.slice(0, 4000) : body;
}

/** What a tool step's failure does: its failure outlet when it has one, else the walk stops. */
function failed(node: WorkflowNode, context: StepContext): StepOutcome {
  if (context.hasFailureEdge(node.id)) return { kind: 'next', handle: FAILURE_HANDLE };
  context.sayFallback();
  return { kind: 'stop' };
}

function httpStep(
  method: (config: Config) => string,
  bodyOf: (config: Config, context: StepContext) => string | null,
) {
  return async (node: WorkflowNode, config: Config, context: StepContext): Promise<StepOutcome> => {
    const fill = (value: string) => fillTemplate(value, context.variables);
    const request = {
      method: method(config),
      url: fill(text(config, 'url') || text(config, 'webhookUrl')),
      headers: Object.fromEntries(pairs(config, 'headers').map((pair) => [pair.key, fill(pair.value)])),
      body: bodyOf(config, context),
      timeoutMs: context.toolTimeoutMs,
    };
    const response = await context.tool(node.id, node.data.type, request, async () => {
      const answer = await context.tools.httpRequest(request);
      if (answer.status >= 400)
        throw new ToolFailure('http-status', `The server answered ${String(answer.status)}.`);
      return answer;
    });
    const variable = text(config, 'responseVariable') || text(config, 'resultVariable');
    if (!response) return failed(node, context);
    if (variable) context.setVariables(node.id, { [variable]: responseValue(response.body) });
    return NEXT;
  };
}

function chooseBranch(config: Config, variables: Readonly<Record<string, VariableValue>>) {
  const branches = (config.branches as { id: string; label: string; condition: string }[] | undefined) ?? [];
  for (const branch of branches) {
    let holds = false;
    try {
      holds = evaluateExpression(parseExpression(branch.condition), variables);
    } catch {
      // A malformed condition never holds; the validator flags it on the step.
    }
    if (holds) return { handle: branch.id, label: branch.label, reason: `${branch.condition} holds` };
  }
  if (config.otherwise === false) return null;
  return { handle: FILTER_OTHERWISE_HANDLE, label: 'Otherwise', reason: 'No condition held' };
}

const EXECUTORS: Record<string, Executor> = {
  RECEIVE_CALL: () => Promise.resolve(NEXT),
  OUTBOUND_CALL: () => Promise.resolve(NEXT),
  SIGNPOST: () => Promise.resolve(NEXT),
  QUESTION: (_node, config, context, ask) => {
    if (ask !== 'none') context.say(fillTemplate(text(config, 'question'), context.variables));
    return Promise.resolve({ kind: 'wait' });
  },
  PROMPT: async (node, _config, context, ask) => {
    if (ask === 'all') await context.askThroughModel(node);
    return { kind: 'wait' };
  },
  SAY_EXACTLY: (_node, config, context) => {
    context.say(fillTemplate(text(config, 'message'), context.variables));
    return Promise.resolve(NEXT);
  },
  END_CALL: (_node, config, context) => {
    context.say(fillTemplate(text(config, 'message'), context.variables));
    context.endCall('end-call-step');
    return Promise.resolve(NEXT);
  },
  END_FLOW: (_node, _config, context) => {
    context.endCall('flow-ended');
    return Promise.resolve({ kind: 'stop' });
  },
  TRANSFER_CALL: (_node, config, context) => {
    context.transfer(fillTemplate(text(config, 'number'), context.variables));
    context.endCall('transferred');
    // The step's one edge is the path when nobody answers the transfer: the engine reports that later.
    return Promise.resolve({ kind: 'stop' });
  },
  TRANSFER_WORKFLOW: (_node, config) =>
    Promise.resolve({ kind: 'jump', workflowId: text(config, 'workflowId') }),
  FILTER: (node, config, context) => {
    const chosen = chooseBranch(config, context.variables);
    if (!chosen) {
      context.fail('invalid-step', `No branch of "${labelOf(node)}" matched.`);
      return Promise.resolve({ kind: 'stop' });
    }
    context.branch(node.id, chosen.handle, chosen.label, chosen.reason);
    return Promise.resolve({ kind: 'next', handle: chosen.handle });
  },
  DELAY: async (node, config, context) => {
    // A pause inside a conversation is the engine's silence: recorded, not slept (the turn must answer).
    await context.tool(node.id, 'DELAY', { seconds: config.seconds }, () =>
      Promise.resolve({ waited: false }),
    );
    return NEXT;
  },
  API_REQUEST: httpStep(
    (config) => text(config, 'method') || 'POST',
    (config, context) => {
      const body = fillTemplate(text(config, 'bodyTemplate'), context.variables);
      return body === '' ? null : body;
    },
  ),
  SEND_CALL_DATA: httpStep(
    () => 'POST',
    (_config, context) => JSON.stringify({ variables: context.variables }),
  ),
  CODE: async (node, config, context) => {
    const outputs = await context.tool(node.id, 'CODE', { outputVariables: config.outputVariables }, () =>
      context.tools.runCode({
        code: text(config, 'code'),
        variables: { ...context.variables },
        timeoutMs: context.toolTimeoutMs,
      }),
    );
    if (!outputs) return failed(node, context);
    const names = (config.outputVariables as string[] | undefined) ?? [];
    const values: Record<string, VariableValue> = {};
    for (const name of names) {
      const value = outputs[name];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        values[name] = value;
      else if (value !== undefined && value !== null) values[name] = JSON.stringify(value);
    }
    if (Object.keys(values).length > 0) context.setVariables(node.id, values);
    return NEXT;
  },
  SEND_SMS: async (node, config, context) => {
    const request = {
      to: fillTemplate(text(config, 'to'), context.variables),
      body: fillTemplate(text(config, 'message'), context.variables),
    };
    const sent = await context.tool(node.id, 'SEND_SMS', request, async () => {
      await context.tools.sendSms(request);
      return true;
    });
    return sent ? NEXT : failed(node, context);
  },
  SEND_EMAIL: async (node, config, context) => {
    const request = {
      to: fillTemplate(text(config, 'to'), context.variables),
      subject: fillTemplate(text(config, 'subject'), context.variables),
      body: fillTemplate(text(config, 'body'), context.variables),
    };
    const sent = await context.tool(node.id, 'SEND_EMAIL', request, async () => {
      await context.tools.sendEmail(request);
      return true;
    });
    return sent ? NEXT : failed(node, context);
  },
  NOTIFICATION: async (node, config, context) => {
    const recipients = ((config.recipients as string[] | undefined) ?? []).map((recipient) =>
      fillTemplate(recipient, context.variables),
    );
    const summary = Object.entries(context.variables)
      .map(([name, value]) => `${name}: ${String(value)}`)
      .join('\n');
    const request = { channel: config.channel, recipients };
    const sent = await context.tool(node.id, 'NOTIFICATION', request, async () => {
      for (const to of recipients) {
        if (config.channel === 'sms') await context.tools.sendSms({ to, body: summary.slice(0, 600) });
        else await context.tools.sendEmail({ to, subject: 'Call summary', body: summary });
      }
      return true;
    });
    return sent ? NEXT : failed(node, context);
  },
  KNOWLEDGE_BASE: async (node, config, context) => {
    const query = fillTemplate(text(config, 'query'), context.variables);
    const passages = await context.tool(node.id, 'KNOWLEDGE_BASE', { query }, () =>
      context.knowledge.retrieve(query, 1),
    );
    if (!passages) return failed(node, context);
    const variable = text(config, 'resultVariable');
    if (variable) context.setVariables(node.id, { [variable]: passages[0]?.text ?? '' });
    return NEXT;
  },
};
EXECUTORS.WEBHOOK = EXECUTORS.API_REQUEST as Executor;
EXECUTORS.CUSTOM_API = EXECUTORS.API_REQUEST as Executor;

/** The node types the runtime executes; any other blocks publishing (docs/runtime.md). */
export const EXECUTABLE_NODE_TYPES: readonly string[] = Object.keys(EXECUTORS);

export async function executeStep(
  node: WorkflowNode,
  config: Config | null,
  context: StepContext,
  ask: AskMode,
): Promise<StepOutcome> {
  const executor = EXECUTORS[node.data.type];
  if (!executor) {
    context.fail('unsupported-step', `The step type ${node.data.type} cannot run in a conversation yet.`);
    return { kind: 'stop' };
  }
  if (!config) {
    context.fail('invalid-step', `The step "${labelOf(node)}" is not filled in correctly.`);
    return { kind: 'stop' };
  }
  return executor(node, config, context, ask);
}

/** The variables a PROMPT or QUESTION step collects, and its outcomes. */
export function collectedBy(
  node: WorkflowNode,
  config: Config | null,
): {
  variables: WorkflowVariable[];
  outcomes: { id: string; label: string }[];
} {
  if (!config) return { variables: [], outcomes: [] };
  const variables =
    node.data.type === 'PROMPT'
      ? ((config.variables as WorkflowVariable[] | undefined) ?? [])
      : config.variable
        ? [config.variable as WorkflowVariable]
        : [];
  const outcomes = (config.outcomes as { id: string; label: string }[] | undefined) ?? [];
  return { variables, outcomes };
}
