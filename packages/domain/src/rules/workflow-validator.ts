// The one workflow validator: every node's four error flags and the whole-graph problems, computed
// from the nodes and edges alone. The editor runs it on every edit, the server on every save (it
// never trusts a client's flags) and publish through workflowPublishProblems. docs/workflows.md.
import { workflowContentSchema } from '../schemas/workflow';
import type { NodeErrors, Workflow, WorkflowContent, WorkflowNode } from '../schemas/workflow';
import type { NodeKind } from '../enums';
import { WORKFLOW_SYSTEM_VARIABLES, type Outlets } from '../schemas/workflow-nodes';
import { workflowNodeFacts, type WorkflowNodeFacts } from './workflow-node-facts';
import { definitelyAssigned } from './workflow-variables';
import { unrunnableStepIssues } from './runtime-steps';
import { handleName, stepName } from './workflow-words';

export type NodeFlag = keyof NodeErrors;

const CHECKED_KINDS: readonly string[] = ['ACTION', 'TRIGGER'] satisfies NodeKind[];
// Custom live call nodes are configured at call time, so their editor flags do not block publish.
const EXEMPT_NODE_TYPE = 'CUSTOM_LIVE_CALL';

/** Whether a node's flags keep its workflow from being published: an ACTION or TRIGGER node's, but a custom live call's. */
export function nodeBlocksPublish(node: WorkflowNode): boolean {
  if (!CHECKED_KINDS.includes(node.type) || node.data.type === EXEMPT_NODE_TYPE) return false;
  const { errors } = node.data;
  return (
    errors.isolated || errors.invalidOutgoerCount || errors.invalidVariables || errors.formValidationErrors
  );
}

/** One problem, for the editor's problems list: on a node (with the flag it raised) or on the graph. */
export interface WorkflowIssue {
  nodeId: string | null;
  flag: NodeFlag | null;
  message: string;
}

export interface WorkflowValidation {
  /** Every node's flags, by node id. */
  errors: Record<string, NodeErrors>;
  issues: WorkflowIssue[];
  /** No graph problem and no node that blocks publish (nodeBlocksPublish). */
  isValid: boolean;
}

export const GRAPH_PROBLEMS = {
  noTrigger: 'The workflow has no trigger',
  manyTriggers: 'The workflow has more than one trigger',
  // Said by step name, never by id: the list is read by the person who drew the workflow.
  duplicateNodeId: (step: string) => `"${step}" appears twice: delete one copy and add it again`,
  danglingEdge: 'A connection leads to or from a step that no longer exists',
} as const;

const NO_ERRORS: NodeErrors = {
  isolated: false,
  invalidOutgoerCount: false,
  invalidVariables: false,
  formValidationErrors: false,
};

function outgoerProblem(
  outlets: Outlets | null,
  handles: (string | null)[],
  frontend: Record<string, unknown>,
): string | null {
  if (!outlets) return null;
  if ('handles' in outlets) {
    const missing = outlets.handles.filter(
      (handle) => handles.filter((used) => used === handle).length !== 1,
    );
    const stray = handles.filter((handle) => handle === null || !outlets.handles.includes(handle));
    if (missing.length === 0 && stray.length === 0) return null;
    // Branches and outcomes by their labels ("Yes", "Otherwise"), never their ids ("branch-1").
    const names = outlets.handles.map((handle) => `"${handleName(frontend, handle)}"`);
    return `Needs exactly one connection from each of: ${names.join(', ')}`;
  }
  if (handles.length < outlets.min || handles.length > outlets.max) {
    return outlets.max === 0
      ? 'Ends the flow: nothing may follow it'
      : outlets.min === outlets.max
        ? `Needs exactly ${outlets.min} outgoing connection`
        : `Needs at most ${outlets.max} outgoing connection`;
  }
  return null;
}

function push<Value>(map: Map<string, Value[]>, key: string, value: Value): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Validates a workflow's content. Reachability is a breadth-first walk from the single trigger. The
 * variable check is a "definitely assigned" dataflow analysis: a node's incoming set is the
 * intersection of its reachable predecessors' outgoing sets (so a variable set on only one branch is
 * not assigned after the branches join), iterated over a worklist to a fixed point (cycles included).
 */
export function validateWorkflow(content: WorkflowContent): WorkflowValidation {
  const issues: WorkflowIssue[] = [];
  // A Map, not an object: node ids are user data, and an id such as __proto__ must stay a plain key.
  const errors = new Map<string, NodeErrors>();
  const byId = new Map<string, WorkflowNode>();
  for (const node of content.nodes) {
    if (byId.has(node.id))
      issues.push({ nodeId: node.id, flag: null, message: GRAPH_PROBLEMS.duplicateNodeId(stepName(node)) });
    byId.set(node.id, node);
    errors.set(node.id, { ...NO_ERRORS });
  }
  const flag = (nodeId: string, name: NodeFlag, message: string): void => {
    const nodeErrors = errors.get(nodeId);
    if (!nodeErrors || nodeErrors[name]) return;
    issues.push({ nodeId, flag: name, message });
    nodeErrors[name] = true;
  };

  const outgoing = new Map<string, string[]>();
  const incoming = new Map<string, string[]>();
  const outHandles = new Map<string, (string | null)[]>();
  for (const edge of content.edges) {
    if (!byId.has(edge.source) || !byId.has(edge.target)) {
      issues.push({ nodeId: null, flag: null, message: GRAPH_PROBLEMS.danglingEdge });
      continue;
    }
    push(outgoing, edge.source, edge.target);
    push(incoming, edge.target, edge.source);
    push(outHandles, edge.source, edge.sourceHandle);
  }

  // Form: the configuration against its type's schema (unknown types have none to fail). The
  // per-node facts are cached on each configuration, so an edit re-parses only what it changed.
  const facts = new Map<string, WorkflowNodeFacts>();
  for (const node of byId.values()) {
    const nodeFacts = workflowNodeFacts(node);
    facts.set(node.id, nodeFacts);
    if (nodeFacts.formProblem !== null) flag(node.id, 'formValidationErrors', nodeFacts.formProblem);
  }
  const specOf = (id: string) => facts.get(id)?.spec;

  // Triggers: a node of kind TRIGGER, or of a type the table files as one.
  const triggers = [...byId.values()].filter(
    (node) => node.type === 'TRIGGER' || specOf(node.id)?.kind === 'TRIGGER',
  );
  if (triggers.length === 0) issues.push({ nodeId: null, flag: null, message: GRAPH_PROBLEMS.noTrigger });
  if (triggers.length > 1) issues.push({ nodeId: null, flag: null, message: GRAPH_PROBLEMS.manyTriggers });

  // Reachability from every trigger; when there are several, the graph problem already blocks.
  const order: string[] = [];
  const reached = new Set<string>();
  for (const trigger of triggers) {
    if (reached.has(trigger.id)) continue;
    reached.add(trigger.id);
    order.push(trigger.id);
  }
  for (let index = 0; index < order.length; index += 1) {
    for (const target of outgoing.get(order[index] as string) ?? []) {
      if (!reached.has(target)) {
        reached.add(target);
        order.push(target);
      }
    }
  }
  for (const node of byId.values()) {
    if (!reached.has(node.id)) flag(node.id, 'isolated', 'Not reachable from the trigger');
  }

  // Outlets, including the dead ends: a reachable step that neither ends the call nor leads on,
  // while the call is still live (not after END_CALL), leaves the caller hanging.
  const live = new Set<string>();
  const liveQueue = triggers.map((trigger) => trigger.id);
  for (const id of liveQueue) live.add(id);
  for (let index = 0; index < liveQueue.length; index += 1) {
    const id = liveQueue[index] as string;
    if (specOf(id)?.endsCall) continue;
    for (const target of outgoing.get(id) ?? []) {
      if (!live.has(target)) {
        live.add(target);
        liveQueue.push(target);
      }
    }
  }
  for (const node of byId.values()) {
    const spec = specOf(node.id);
    const targets = outgoing.get(node.id) ?? [];
    const problem = outgoerProblem(
      facts.get(node.id)?.outlets ?? null,
      outHandles.get(node.id) ?? [],
      node.data.frontend,
    );
    if (problem) flag(node.id, 'invalidOutgoerCount', problem);
    else if (spec && live.has(node.id) && !spec.endsCall && targets.length === 0) {
      flag(node.id, 'invalidOutgoerCount', 'The call cannot stop here: connect a next step or end the call');
    } else if (spec?.endsCall && targets.some((target) => specOf(target)?.needsCaller)) {
      flag(node.id, 'invalidOutgoerCount', 'Only post-call actions may follow the end of the call');
    }
  }

  // Definitely-assigned variables, over reachable nodes only (isolated ones are flagged already).
  const assigned = definitelyAssigned({
    order,
    triggers: new Set(triggers.map((trigger) => trigger.id)),
    incoming,
    outgoing,
    sets: (id) => facts.get(id)?.sets ?? [],
    system: WORKFLOW_SYSTEM_VARIABLES,
  });
  for (const id of order) {
    const missing = (facts.get(id)?.reads ?? []).filter((name) => !assigned(id, name));
    if (missing.length > 0) {
      flag(
        id,
        'invalidVariables',
        `Uses ${missing.join(', ')} before every path to it has set ${missing.length > 1 ? 'them' : 'it'}`,
      );
    }
  }

  const graphBroken = issues.some((issue) => issue.flag === null);
  const isValid =
    !graphBroken &&
    !content.nodes.some((node) =>
      nodeBlocksPublish({ ...node, data: { ...node.data, errors: errors.get(node.id) ?? NO_ERRORS } }),
    );
  // fromEntries defines own properties, so even a __proto__ id is an ordinary key of the answer.
  return { errors: Object.fromEntries(errors), issues, isValid };
}

/** The content with every node's data.errors replaced by the validator's flags. */
export function withComputedFlags(content: WorkflowContent): {
  content: WorkflowContent;
  validation: WorkflowValidation;
} {
  const validation = validateWorkflow(content);
  return {
    content: {
      nodes: content.nodes.map((node) => ({
        ...node,
        data: {
          ...node.data,
          errors:
            (Object.hasOwn(validation.errors, node.id) ? validation.errors[node.id] : undefined) ?? NO_ERRORS,
        },
      })),
      edges: content.edges,
    },
    validation,
  };
}

/** Parses contentJSON, or null when it is not JSON or not a workflow's shape. */
export function parseWorkflowContent(contentJSON: string): WorkflowContent | null {
  let raw: unknown;
  try {
    raw = JSON.parse(contentJSON);
  } catch {
    return null;
  }
  const parsed = workflowContentSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export const MSG_WORKFLOW_UNPARSEABLE = 'The workflow could not be read';

/** A publish-blocking issue with the step it concerns by name (null for the whole workflow). */
export interface WorkflowPublishIssue extends WorkflowIssue {
  step: string | null;
}

/**
 * What keeps each published inbound workflow from being published, recomputed from its content (the
 * stored flags are not trusted): an empty list when all may go. Publish calls this. Each issue names
 * its step, so the publish dialog can say which one to fix and link to it.
 */
export function workflowPublishProblems(
  workflows: readonly Pick<Workflow, 'id' | 'name' | 'type' | 'status' | 'contentJSON'>[],
): { workflowId: string; name: string; issues: WorkflowPublishIssue[] }[] {
  const problems: { workflowId: string; name: string; issues: WorkflowPublishIssue[] }[] = [];
  for (const workflow of workflows) {
    if (workflow.status !== 'PUBLISHED') continue;
    // Every published workflow is run by the runtime, so none may hold a step it cannot run; the
    // spec's validity precondition concerns the inbound ones.
    const inbound = workflow.type === 'INBOUND';
    const content = parseWorkflowContent(workflow.contentJSON);
    if (!content) {
      if (inbound)
        problems.push({
          workflowId: workflow.id,
          name: workflow.name,
          issues: [{ nodeId: null, flag: null, message: MSG_WORKFLOW_UNPARSEABLE, step: null }],
        });
      continue;
    }
    const validation = inbound ? validateWorkflow(content) : null;
    const issues: WorkflowPublishIssue[] = [];
    if (validation && !validation.isValid) {
      const byId = new Map(content.nodes.map((node) => [node.id, node]));
      for (const issue of validation.issues) {
        const node = issue.nodeId === null ? undefined : byId.get(issue.nodeId);
        issues.push({ ...issue, step: node ? stepName(node) : null });
      }
    }
    issues.push(...unrunnableStepIssues(content));
    if (issues.length > 0) problems.push({ workflowId: workflow.id, name: workflow.name, issues });
  }
  return problems;
}
