// The dry-run: walks a workflow step by step with the tester typing the caller's answers, reporting
// each step, the variables it sets and why a branch was taken. Pure and deterministic: no language
// model, no network; actions are reported, not performed. docs/workflows.md.
import type { SimulationRunStatus } from '../enums';
import type { WorkflowContent, WorkflowNode } from '../schemas/workflow';
import { FILTER_OTHERWISE_HANDLE, nodeTypeSpec, WORKFLOW_SYSTEM_VARIABLES } from '../schemas/workflow-nodes';
import type { WorkflowVariable, WorkflowVariableType } from '../schemas/workflow-nodes';
import { evaluateExpression, parseExpression } from './expression';
import { parseVariableValue } from './variable-values';
import type { TraceLine } from './expression';

export type DryRunValue = string | number | boolean;

export interface DryRunBranch {
  /** The outlet taken (a FILTER branch or outcome id), null for a plain edge. */
  handle: string | null;
  label: string;
  /** Why: the condition that held, or the outcome the tester picked. */
  reason: string;
  /** For FILTER, every condition tried, in order, with each sub-condition's result. */
  trace: { branch: string; condition: string; result: boolean; lines: TraceLine[] }[];
}

export interface DryRunStep {
  nodeId: string;
  type: string;
  label: string;
  /** What the agent says at this step, templates filled in. */
  say: string | null;
  /** Variables set by this step. */
  set: Record<string, DryRunValue>;
  branch: DryRunBranch | null;
  /** What would happen in a real call (an SMS sent, a request made), for steps the dry-run does not perform. */
  note: string | null;
}

export interface DryRunPrompt {
  nodeId: string;
  variables: WorkflowVariable[];
  outcomes: { id: string; label: string }[];
}

export interface DryRunState {
  status: 'awaiting_input' | 'ended' | 'failed';
  currentNodeId: string | null;
  variables: Record<string, DryRunValue>;
  steps: DryRunStep[];
  awaiting: DryRunPrompt | null;
  /** Why the run failed, or why the last answer was refused. */
  error: string | null;
  /** Whether END_CALL (or a transfer) was reached. */
  callEnded: boolean;
}

export interface DryRunAnswer {
  values?: Record<string, string>;
  outcome?: string;
}

/** Values the system variables take in a dry-run, unless the tester gives others. */
export const DRY_RUN_SYSTEM_VALUES: Record<(typeof WORKFLOW_SYSTEM_VARIABLES)[number], string> = {
  caller_number: '+15555550100',
  agent_number: '+15555550199',
  owner_email: 'owner@example.com',
  current_date: '2026-01-15',
  current_time: '10:00',
};

export const DRY_RUN_MESSAGES = {
  noTrigger: 'The workflow has no trigger to start from',
  loop: 'The flow runs in a loop without waiting for the caller',
  stopped: (label: string) => `The flow stopped at "${label}" without ending the call`,
  ambiguous: (label: string) => `"${label}" has more than one next step`,
  noBranch: (label: string) => `No branch of "${label}" matched and it has no otherwise branch`,
  missingOutlet: (label: string, handle: string) => `"${label}" has no connection for "${handle}"`,
  pickOutcome: 'Pick one of the outcomes',
  notRunning: 'The dry-run is not waiting for an answer',
  invalidValue: (name: string, type: WorkflowVariableType) => `${name} must be a valid ${type}`,
} as const;

/** Steps one answer may run before the dry-run calls it a loop. */
const MAX_STEPS_PER_ADVANCE = 500;

function fill(template: string, variables: Record<string, DryRunValue>): string {
  return template.replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(variables, name) ? String(variables[name]) : match,
  );
}

interface Graph {
  byId: Map<string, WorkflowNode>;
  outgoing: Map<string, { target: string; handle: string | null }[]>;
}

function graph(content: WorkflowContent): Graph {
  const byId = new Map(content.nodes.map((node) => [node.id, node]));
  const outgoing = new Map<string, { target: string; handle: string | null }[]>();
  for (const edge of content.edges) {
    if (!byId.has(edge.target)) continue;
    const list = outgoing.get(edge.source) ?? [];
    list.push({ target: edge.target, handle: edge.sourceHandle });
    outgoing.set(edge.source, list);
  }
  return { byId, outgoing };
}

const labelOf = (node: WorkflowNode): string =>
  typeof node.data.frontend.label === 'string' && node.data.frontend.label
    ? node.data.frontend.label
    : node.data.type;

/**
 * The node's configuration as its schema parsed it; empty when it fails (the validator flags it), so
 * the dry-run never acts on unchecked names. Unknown types keep theirs: the dry-run only reports them.
 */
function config(node: WorkflowNode): Record<string, unknown> {
  const spec = nodeTypeSpec(node.data.type);
  if (!spec) return node.data.frontend;
  const parsed = spec.config.safeParse(node.data.frontend);
  return parsed.success ? parsed.data : {};
}

/** What the tester must answer at this node, or null when it runs by itself. */
function promptAt(node: WorkflowNode): DryRunPrompt | null {
  const settings = config(node);
  const type = node.data.type;
  const variables =
    type === 'PROMPT'
      ? ((settings.variables as WorkflowVariable[] | undefined) ?? [])
      : type === 'QUESTION' && settings.variable
        ? [settings.variable as WorkflowVariable]
        : [];
  const spec = nodeTypeSpec(type);
  const outlets = spec && type !== 'FILTER' ? spec.outlets(settings) : null;
  const handles = outlets && 'handles' in outlets ? outlets.handles : [];
  const labelled = (settings.outcomes as { id: string; label: string }[] | undefined) ?? [];
  const outcomes = handles.map((id) => ({
    id,
    label: labelled.find((outcome) => outcome.id === id)?.label ?? id,
  }));
  return variables.length > 0 || outcomes.length > 0 ? { nodeId: node.id, variables, outcomes } : null;
}

function sayAt(node: WorkflowNode, variables: Record<string, DryRunValue>): string | null {
  const settings = config(node);
  const text = settings.prompt ?? settings.question ?? settings.message;
  return typeof text === 'string' ? fill(text, variables) : null;
}

function noteAt(node: WorkflowNode, variables: Record<string, DryRunValue>): string | null {
  const settings = config(node);
  switch (node.data.type) {
    case 'SEND_SMS':
      return `Would send an SMS to ${fill(String(settings.to), variables)}: ${fill(String(settings.message), variables)}`;
    case 'SEND_EMAIL':
      return `Would e-mail ${fill(String(settings.to), variables)}: ${fill(String(settings.subject), variables)}`;
    case 'TRANSFER_CALL':
      return `Would transfer the call to ${fill(String(settings.number), variables)}`;
    case 'NOTIFICATION':
      return `Would notify ${((settings.recipients as string[] | undefined) ?? []).join(', ')} by ${String(settings.channel)}`;
    case 'API_REQUEST':
    case 'WEBHOOK':
    case 'CUSTOM_API':
      return `Would send ${String(settings.method)} ${fill(String(settings.url), variables)}`;
    default: {
      const spec = nodeTypeSpec(node.data.type);
      if (!spec) return `${node.data.type} runs in the voice engine; the dry-run skips it`;
      return spec.kind === 'ACTION' && !spec.needsCaller ? `Would run ${node.data.type}` : null;
    }
  }
}

function fail(state: DryRunState, error: string): DryRunState {
  return { ...state, status: 'failed', awaiting: null, error };
}

/**
 * Runs from `nodeId` until the flow needs the caller, ends or fails. `entered` is the step the
 * tester's answer completed at `nodeId`, when that node was waiting.
 */
function advance(g: Graph, start: DryRunState, nodeId: string, entered: DryRunStep | null): DryRunState {
  let state: DryRunState = { ...start, steps: [...start.steps], variables: { ...start.variables } };
  let node = g.byId.get(nodeId);
  let pending = entered;
  for (let count = 0; node; count += 1) {
    if (count > MAX_STEPS_PER_ADVANCE) return fail(state, DRY_RUN_MESSAGES.loop);
    const spec = nodeTypeSpec(node.data.type);
    let step: DryRunStep;
    if (pending) {
      step = pending;
      pending = null;
    } else {
      const prompt = promptAt(node);
      if (prompt) {
        return { ...state, status: 'awaiting_input', currentNodeId: node.id, awaiting: prompt, error: null };
      }
      step = {
        nodeId: node.id,
        type: node.data.type,
        label: labelOf(node),
        say: sayAt(node, state.variables),
        set: {},
        branch: null,
        note: noteAt(node, state.variables),
      };
      // Actions' results are not fetched in a dry-run: their variables hold a marker.
      for (const name of spec?.sets(config(node)) ?? []) step.set[name] = '(simulated)';
      if (node.data.type === 'FILTER') {
        const chosen = chooseFilterBranch(node, state.variables);
        if (!chosen)
          return fail({ ...state, steps: [...state.steps, step] }, DRY_RUN_MESSAGES.noBranch(labelOf(node)));
        step.branch = chosen;
      }
    }
    Object.assign(state.variables, step.set);
    state.steps.push(step);
    if (spec?.endsCall) state = { ...state, callEnded: true };
    const outlets: { target: string; handle: string | null }[] = g.outgoing.get(node.id) ?? [];
    const handle = step.branch?.handle ?? null;
    const next = handle === null ? outlets : outlets.filter((edge) => edge.handle === handle);
    if (handle !== null && next.length === 0) {
      return fail(state, DRY_RUN_MESSAGES.missingOutlet(labelOf(node), handle));
    }
    if (next.length > 1) return fail(state, DRY_RUN_MESSAGES.ambiguous(labelOf(node)));
    const [only] = next;
    if (!only) {
      return state.callEnded
        ? { ...state, status: 'ended', currentNodeId: null, awaiting: null, error: null }
        : fail(state, DRY_RUN_MESSAGES.stopped(labelOf(node)));
    }
    node = g.byId.get(only.target);
  }
  return state;
}

function chooseFilterBranch(node: WorkflowNode, variables: Record<string, DryRunValue>): DryRunBranch | null {
  const settings = config(node);
  const branches =
    (settings.branches as { id: string; label: string; condition: string }[] | undefined) ?? [];
  const trace: DryRunBranch['trace'] = [];
  for (const branch of branches) {
    const lines: TraceLine[] = [];
    let result = false;
    try {
      result = evaluateExpression(parseExpression(branch.condition), variables, lines);
    } catch {
      // A malformed condition never holds; the validator flags it on the node.
    }
    trace.push({ branch: branch.label, condition: branch.condition, result, lines });
    if (result) return { handle: branch.id, label: branch.label, reason: `${branch.condition} holds`, trace };
  }
  if (settings.otherwise === false) return null;
  return { handle: FILTER_OTHERWISE_HANDLE, label: 'Otherwise', reason: 'No condition held', trace };
}

/** Starts a dry-run at the workflow's trigger, with the system variables (overridable) set. */
export function startDryRun(
  content: WorkflowContent,
  system: Partial<Record<string, string>> = {},
): DryRunState {
  const initial: DryRunState = {
    status: 'awaiting_input',
    currentNodeId: null,
    variables: { ...DRY_RUN_SYSTEM_VALUES, ...(system as Record<string, string>) },
    steps: [],
    awaiting: null,
    error: null,
    callEnded: false,
  };
  const trigger = content.nodes.find(
    (node) => node.type === 'TRIGGER' || nodeTypeSpec(node.data.type)?.kind === 'TRIGGER',
  );
  if (!trigger) return fail(initial, DRY_RUN_MESSAGES.noTrigger);
  return advance(graph(content), initial, trigger.id, null);
}

/**
 * Answers the step the dry-run waits at: typed values for its variables (checked by type; a wrong
 * value keeps it waiting with the reason) and the outcome picked when the step has several.
 */
export function answerDryRun(
  content: WorkflowContent,
  state: DryRunState,
  answer: DryRunAnswer,
): DryRunState {
  if (state.status !== 'awaiting_input' || !state.awaiting || !state.currentNodeId) {
    return { ...state, error: DRY_RUN_MESSAGES.notRunning };
  }
  const g = graph(content);
  const node = g.byId.get(state.currentNodeId);
  if (!node) return fail(state, DRY_RUN_MESSAGES.notRunning);
  const set: Record<string, DryRunValue> = {};
  for (const variable of state.awaiting.variables) {
    const value = parseVariableValue(variable.type, answer.values?.[variable.name] ?? '');
    if (value === null)
      return { ...state, error: DRY_RUN_MESSAGES.invalidValue(variable.name, variable.type) };
    set[variable.name] = value;
  }
  let branch: DryRunBranch | null = null;
  if (state.awaiting.outcomes.length > 0) {
    const outcome = state.awaiting.outcomes.find((candidate) => candidate.id === answer.outcome);
    if (!outcome) return { ...state, error: DRY_RUN_MESSAGES.pickOutcome };
    branch = {
      handle: outcome.id,
      label: outcome.label,
      reason: `The caller's answer fits "${outcome.label}"`,
      trace: [],
    };
  }
  const step: DryRunStep = {
    nodeId: node.id,
    type: node.data.type,
    label: labelOf(node),
    say: sayAt(node, state.variables),
    set,
    branch,
    note: noteAt(node, state.variables),
  };
  return advance(g, { ...state, awaiting: null, error: null }, node.id, step);
}

/** A dry-run's state as a simulation run's status. */
export function simulationStatus(state: Pick<DryRunState, 'status'>): SimulationRunStatus {
  return state.status === 'ended' ? 'succeeded' : state.status === 'failed' ? 'failed' : 'in_progress';
}
