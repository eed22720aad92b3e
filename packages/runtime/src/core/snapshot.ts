// The one flat configuration the runtime reads, built from an agent (a draft or a published version's
// snapshot) and its workflows — never from live documents mid-call. Like Vapi's assistant object: what
// the conversation needs and nothing else. docs/runtime.md, "Snapshot".
import {
  assemblePrompt,
  CUSTOM_ACTION_NODE_TYPE,
  type ActionRequestTemplate,
  type Agent,
  type CallType,
  type Workflow,
  type WorkflowContent,
  workflowContentSchema,
} from '@parley/domain';

export interface SnapshotWorkflow {
  id: string;
  name: string;
  type: 'INBOUND' | 'OUTBOUND';
  content: WorkflowContent;
}

/** An installed marketplace action a CUSTOM_ACTION step runs: its request template, read at build time. */
export interface SnapshotAction {
  name: string;
  request: ActionRequestTemplate;
}

/** What a snapshot carries besides the agent and its workflows, read once when it is built. */
export interface SnapshotExtras {
  /** The actions the workflows' CUSTOM_ACTION steps name, by id (those the agent may use). */
  customActions?: Record<string, SnapshotAction>;
  /** The agent owner's e-mail address ({{owner_email}}). */
  ownerEmail?: string;
}

export interface RuntimeSnapshot {
  agentId: string;
  orgId: string;
  /** The published version this snapshot is of; null for a draft. */
  version: number | null;
  name: string;
  greeting: string;
  timezone: string;
  /** The prompt modules, assembled by the composition rules (assemblePrompt). */
  prompt: string;
  personalityTraits: string[];
  conversationStyle: string;
  endCallPhrases: string[];
  endCallMessage: string;
  endCallFunctionEnabled: boolean;
  maxDurationMinutes: number;
  maxDurationEndMessage: string;
  fallbackMessage: string;
  hipaa: boolean;
  /** Whether the agent links any knowledge: retrieval is skipped when not. */
  hasKnowledge: boolean;
  model: string | null;
  workflows: Record<string, SnapshotWorkflow>;
  defaultWorkflowId: string | null;
  customActions: Record<string, SnapshotAction>;
  ownerEmail: string;
}

function parseContent(contentJSON: string): WorkflowContent {
  try {
    return workflowContentSchema.parse(JSON.parse(contentJSON));
  } catch {
    // A workflow the validator would refuse runs as an empty graph: the conversation falls back to the prompt.
    return { nodes: [], edges: [] };
  }
}

/** The snapshot of `agent` with `workflows`, for the version given (null: the draft or the live agent's edits). */
export function buildSnapshot(
  agent: Agent,
  workflows: readonly Workflow[],
  version: number | null,
  extras: SnapshotExtras = {},
): RuntimeSnapshot {
  const { generalSettings, voiceEngineSettings, advancedSettings } = agent;
  const linked = new Set(agent.workflowIds);
  const own = workflows.filter((workflow) => linked.has(workflow.id) || workflow.agentId === agent.id);
  return {
    agentId: agent.id,
    orgId: agent.orgId,
    version,
    name: agent.name,
    greeting: agent.greeting,
    timezone: generalSettings.timezone,
    prompt: assemblePrompt(agent.promptModules),
    personalityTraits: agent.personalityTraits,
    conversationStyle: agent.conversationStyle,
    endCallPhrases: voiceEngineSettings.endCallPhrases.filter((phrase) => phrase.trim() !== ''),
    endCallMessage: voiceEngineSettings.endCallMessage,
    endCallFunctionEnabled: voiceEngineSettings.endCallFunctionEnabled,
    maxDurationMinutes: generalSettings.maxDurationMinutes,
    maxDurationEndMessage: generalSettings.maxDurationEndMessage,
    fallbackMessage: generalSettings.fallbackMessage,
    hipaa: generalSettings.hipaaEnabled,
    hasKnowledge: agent.documentIds.length + agent.faqIds.length + agent.websiteIds.length > 0,
    model: advancedSettings.llmModel.trim() || null,
    workflows: Object.fromEntries(
      own.map((workflow) => [
        workflow.id,
        {
          id: workflow.id,
          name: workflow.name,
          type: workflow.type,
          content: parseContent(workflow.contentJSON),
        },
      ]),
    ),
    defaultWorkflowId: agent.workflowSettings.defaultWorkflowId,
    customActions: extras.customActions ?? {},
    ownerEmail: extras.ownerEmail ?? '',
  };
}

/** The custom action ids the snapshot's workflows' CUSTOM_ACTION steps name, once each. */
export function customActionIds(workflows: Iterable<SnapshotWorkflow>): string[] {
  const ids = new Set<string>();
  for (const workflow of workflows) {
    for (const node of workflow.content.nodes) {
      const actionId = (node.data.frontend as { actionId?: unknown } | undefined)?.actionId;
      if (node.data.type === CUSTOM_ACTION_NODE_TYPE && typeof actionId === 'string' && actionId !== '')
        ids.add(actionId);
    }
  }
  return [...ids];
}

/** Where and how a conversation takes place: the call's facts, which become its first variables. */
export interface CallContext {
  callType: CallType;
  /** The caller's number (inbound) or the callee's (outbound). */
  customerNumber: string;
  /** The organisation's number on the call. */
  agentNumber: string;
  ownerEmail: string;
  /** Variables known before the first word: an outbound contact's fields, a test's values. */
  variables: Record<string, string | number | boolean>;
  /** The workflow to run; when null, chosen by the call type (workflowFor). */
  workflowId: string | null;
}

/**
 * The workflow a call of this context runs, or null when the agent has none. An inbound call (and Test
 * chat) runs the default workflow, else the first inbound one. An outbound call runs the agent's outbound
 * workflow (the default when it is one, else the first); an agent without one runs its default (inbound)
 * workflow rather than none, so a campaign call to such an agent still follows its steps — the trigger
 * only marks where the walk begins.
 */
export function workflowFor(snapshot: RuntimeSnapshot, context: CallContext): SnapshotWorkflow | null {
  if (context.workflowId) return snapshot.workflows[context.workflowId] ?? null;
  const all = Object.values(snapshot.workflows);
  const byDefault = snapshot.defaultWorkflowId ? snapshot.workflows[snapshot.defaultWorkflowId] : undefined;
  const firstOf = (type: string) => all.find((workflow) => workflow.type === type);
  if (context.callType === 'outboundPhoneCall') {
    const outbound = byDefault?.type === 'OUTBOUND' ? byDefault : firstOf('OUTBOUND');
    return outbound ?? byDefault ?? firstOf('INBOUND') ?? all[0] ?? null;
  }
  return byDefault ?? firstOf('INBOUND') ?? null;
}

/** The local date and time at `now` in the agent's timezone (UTC when the zone is unknown). */
export function localDateTime(now: number, timezone: string): { date: string; time: string } {
  let zone = timezone;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The variables every conversation starts with: the system ones, then the context's own. */
export function startingVariables(
  snapshot: RuntimeSnapshot,
  context: CallContext,
  now: number,
): Record<string, string | number | boolean> {
  const local = localDateTime(now, snapshot.timezone);
  return {
    caller_number: context.customerNumber,
    agent_number: context.agentNumber,
    // The owner's address read with the snapshot, unless the context knows better (Test chat's user).
    owner_email: context.ownerEmail || snapshot.ownerEmail,
    current_date: local.date,
    current_time: local.time,
    ...context.variables,
  };
}
