// One executor per node type. Each reads its step's parsed configuration, fills its templates from the
// call's variables, performs its effect through the tools port (never directly) and says where the walk
// goes next. docs/runtime.md, "Steps".
import {
  AVAILABILITY_ACTIONS,
  CUSTOM_ACTION_NODE_TYPE,
  evaluateExpression,
  fillActionRequest,
  fillTemplate,
  parseExpression,
  templateVariables,
  type WorkflowNode,
  type WorkflowVariable,
} from '@parley/domain';
import { isIsoDate, isTimeOfDay, slotsAhead } from '../calendar/slots';
import type { CalendarBooking, CalendarPort, ToolsPort, KnowledgePort } from '../core/ports';
import { ToolFailure } from '../core/ports';
import type { SnapshotAction } from '../core/snapshot';
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
  readonly calendar: CalendarPort;
  readonly toolTimeoutMs: number;
  /** The installed marketplace action `id` as the snapshot carries it, or null. */
  customAction(id: string): SnapshotAction | null;
  /** The date (YYYY-MM-DD) and time (HH:MM) now in the agent's timezone. */
  localNow(): { date: string; time: string };
  /** The step runs after the caller hung up or the agent ended the call. */
  readonly ended: boolean;
  /** A phone call (inbound or outbound), not a web call such as Test chat. */
  readonly phoneCall: boolean;
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
  /** Records a message the step did not send, and why, without a failure (the walk goes on). */
  notSent(nodeId: string, name: string, request: Record<string, unknown>, reason: string): void;
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

/** A step's key/value fields with their templates filled from the call's variables. */
function filledFields(config: Config, key: string, context: StepContext): Record<string, string> {
  return Object.fromEntries(
    pairs(config, key).map((pair) => [pair.key, fillTemplate(pair.value, context.variables)]),
  );
}

/** A marketplace action: its request template filled from the step's inputs and the call's variables. */
async function customAction(node: WorkflowNode, config: Config, context: StepContext): Promise<StepOutcome> {
  const actionId = text(config, 'actionId');
  const action = context.customAction(actionId);
  const values: Record<string, string> = {
    ...Object.fromEntries(Object.entries(context.variables).map(([name, value]) => [name, String(value)])),
    ...filledFields(config, 'inputs', context),
  };
  const filled = action ? fillActionRequest(action.request, values) : null;
  const request = filled
    ? {
        method: filled.method,
        url: filled.url,
        headers: filled.headers,
        body: filled.body === '' || filled.method === 'GET' ? null : filled.body,
        timeoutMs: context.toolTimeoutMs,
      }
    : { actionId };
  const response = await context.tool(node.id, action?.name ?? CUSTOM_ACTION_NODE_TYPE, request, async () => {
    if (!filled) throw new ToolFailure('not-installed', `The action ${actionId} is not installed.`);
    const answer = await context.tools.httpRequest(request as Parameters<ToolsPort['httpRequest']>[0]);
    if (answer.status >= 400)
      throw new ToolFailure('http-status', `The server answered ${String(answer.status)}.`);
    return answer;
  });
  if (!response) return failed(node, context);
  const variable = text(config, 'resultVariable');
  if (variable) context.setVariables(node.id, { [variable]: responseValue(response.body) });
  return NEXT;
}

/**
 * AVAILABILITY, on the agent's own calendar: `find_slots` on the `date` field, `book_slot` of the
 * `time` field (the first free slot when empty) on `date`. Found or booked takes `available` and sets
 * the result variable (the free times, or the booked time); none takes `unavailable`. A date that is
 * not one, or a calendar that fails, takes the failure outlet when drawn, else `unavailable`.
 */
async function availability(node: WorkflowNode, config: Config, context: StepContext): Promise<StepOutcome> {
  const action = text(config, 'action');
  if (!(AVAILABILITY_ACTIONS as readonly string[]).includes(action)) {
    context.fail(
      'invalid-step',
      `"${labelOf(node)}" cannot ${action || 'do nothing'}: use find_slots or book_slot.`,
    );
    return { kind: 'stop' };
  }
  const fields = filledFields(config, 'fields', context);
  const date = (fields.date ?? '').trim();
  const wanted = (fields.time ?? '').trim();
  const request = { action, date, ...(action === 'book_slot' ? { time: wanted } : {}) };
  type Found = { slots: string[] } | { booked: CalendarBooking | null };
  const found = await context.tool(node.id, 'AVAILABILITY', request, async (): Promise<Found> => {
    if (!isIsoDate(date)) throw new ToolFailure('invalid-date', `"${date}" is not a date (YYYY-MM-DD).`);
    if (wanted !== '' && !isTimeOfDay(wanted))
      throw new ToolFailure('invalid-time', `"${wanted}" is not a time (HH:MM).`);
    const free = slotsAhead(await context.calendar.freeSlots(date), date, context.localNow());
    if (action === 'find_slots') return { slots: free };
    const time = wanted === '' ? free[0] : free.find((slot) => slot === wanted);
    if (time === undefined) return { booked: null };
    const booked = await context.calendar.book({
      date,
      time,
      title: fields.title ?? labelOf(node),
      key: node.id,
    });
    return { booked };
  });
  if (!found) {
    if (context.hasFailureEdge(node.id)) return { kind: 'next', handle: FAILURE_HANDLE };
    return { kind: 'next', handle: 'unavailable' };
  }
  const variable = text(config, 'resultVariable');
  const result = 'slots' in found ? found.slots.join(', ') : (found.booked?.time ?? '');
  if (result === '') return { kind: 'next', handle: 'unavailable' };
  if (variable) context.setVariables(node.id, { [variable]: result });
  return { kind: 'next', handle: 'available' };
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

/**
 * Sends a SEND_SMS / SEND_EMAIL message through `send`. A recipient that fills to nothing is never sent:
 * in a web call (Test chat has no caller number) it is recorded as not sent and the walk goes on along
 * the step's normal edge, so testing the appointment template does not end in the fallback line; on a
 * phone call it is a failed tool (the failure edge, else the fallback line).
 */
async function sendMessage(
  node: WorkflowNode,
  config: Config,
  context: StepContext,
  request: { to: string } & Record<string, unknown>,
  send: () => Promise<void>,
): Promise<StepOutcome> {
  const name = node.data.type;
  if (request.to.trim() === '') {
    const empty = templateVariables(text(config, 'to')).join(', ');
    const reason = empty ? `No recipient: ${empty} is empty` : 'No recipient: the step names none';
    if (!context.phoneCall) {
      context.notSent(node.id, name, request, `${reason}${empty ? ' in Test chat' : ''}`);
      return NEXT;
    }
    await context.tool(node.id, name, request, () => Promise.reject(new ToolFailure('no-recipient', reason)));
    return failed(node, context);
  }
  const sent = await context.tool(node.id, name, request, async () => {
    await send();
    return true;
  });
  return sent ? NEXT : failed(node, context);
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
    return sendMessage(node, config, context, request, () => context.tools.sendSms(request));
  },
  SEND_EMAIL: async (node, config, context) => {
    const request = {
      to: fillTemplate(text(config, 'to'), context.variables),
      subject: fillTemplate(text(config, 'subject'), context.variables),
      body: fillTemplate(text(config, 'body'), context.variables),
    };
    return sendMessage(node, config, context, request, () => context.tools.sendEmail(request));
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
EXECUTORS[CUSTOM_ACTION_NODE_TYPE] = customAction;
EXECUTORS.AVAILABILITY = availability;
EXECUTORS.WEBHOOK = EXECUTORS.API_REQUEST as Executor;
EXECUTORS.CUSTOM_API = EXECUTORS.API_REQUEST as Executor;

/**
 * The node types the runtime executes; any other blocks publishing (docs/runtime.md). The domain's
 * RUNTIME_EXECUTABLE_NODE_TYPES, which publish checks, is the same list (steps.test.ts).
 */
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
