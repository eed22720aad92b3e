// The workflow as @xyflow/react draws it: each node with its label, outlets and the validator's flags
// (with their messages, for screen readers), each edge with the branch it leaves from. Pure, so the
// canvas only renders and every label is testable.
import {
  FILTER_OTHERWISE_HANDLE,
  nodeTypeSpec,
  workflowNodeFacts,
  type NodeErrors,
  type NodeFlag,
  type WorkflowContent,
  type WorkflowEdge,
  type WorkflowIssue,
  type WorkflowNode,
  type WorkflowValidation,
} from '@parley/domain';
import type { Edge, Node } from '@xyflow/react';
import { EDITOR_STRINGS, nodeTypeTitle } from '../editor/strings';
import { NO_TRACE, stepTrace, type RunTrace, type StepTrace } from './run-trace';

/** The size the canvas lays nodes out with (auto-layout, placing a new node). */
export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 92;

/** One way out of a node: a named branch (handle id) or, for plain outlets, null. */
export interface Outlet {
  readonly id: string | null;
  readonly label: string | null;
}

export interface StepNodeData extends Record<string, unknown> {
  readonly stepType: string;
  readonly title: string;
  readonly label: string;
  readonly known: boolean;
  readonly kind: string;
  readonly isTrigger: boolean;
  readonly outlets: readonly Outlet[];
  readonly flags: readonly NodeFlag[];
  readonly problems: readonly string[];
  /** Whether a Test chat is at this step now or went through it. */
  readonly trace: StepTrace;
}

export type StepNode = Node<StepNodeData, 'step'>;

const FLAG_ORDER: readonly NodeFlag[] = [
  'isolated',
  'invalidOutgoerCount',
  'invalidVariables',
  'formValidationErrors',
];

/** The label a node shows: its own, else its type's title. */
export function nodeLabel(node: WorkflowNode): string {
  const label = node.data.frontend.label;
  return typeof label === 'string' && label.trim() !== '' ? label : nodeTypeTitle(node.data.type);
}

function listLabels(config: Record<string, unknown>, key: string): Map<string, string> {
  const entries = config[key];
  const labels = new Map<string, string>();
  if (!Array.isArray(entries)) return labels;
  for (const entry of entries as unknown[]) {
    if (entry === null || typeof entry !== 'object') continue;
    const { id, label } = entry as { id?: unknown; label?: unknown };
    if (typeof id === 'string') labels.set(id, typeof label === 'string' && label !== '' ? label : id);
  }
  return labels;
}

/** A node's ways out: one per named branch (FILTER branches, outcomes), else one plain outlet. */
export function nodeOutlets(node: WorkflowNode): Outlet[] {
  // The validator's own reading of the configuration (parsed once per configuration object).
  const { outlets } = workflowNodeFacts(node);
  if (!outlets) return [{ id: null, label: null }];
  if (!('handles' in outlets)) return outlets.max === 0 ? [] : [{ id: null, label: null }];
  const config = node.data.frontend;
  const labels = new Map([...listLabels(config, 'branches'), ...listLabels(config, 'outcomes')]);
  return outlets.handles.map((id) => ({
    id,
    label:
      labels.get(id) ??
      (id === FILTER_OTHERWISE_HANDLE ? EDITOR_STRINGS.otherwise : nodeTypeTitle(id.toUpperCase())),
  }));
}

function flagsOf(errors: NodeErrors | undefined): NodeFlag[] {
  return errors ? FLAG_ORDER.filter((flag) => errors[flag]) : [];
}

const TRACE_TEXT = {
  current: EDITOR_STRINGS.traceCurrent,
  visited: EDITOR_STRINGS.traceVisited,
} as const;

/** What a screen reader announces for a node: its type, label, the Test chat's trace and every problem. */
export function nodeAriaLabel(data: StepNodeData): string {
  const named = data.label === data.title ? data.title : `${data.title}: ${data.label}`;
  const base = data.trace === null ? named : `${named} (${TRACE_TEXT[data.trace]})`;
  return data.problems.length === 0 ? base : `${base}. Problems: ${data.problems.join('; ')}`;
}

export function toStepNode(
  node: WorkflowNode,
  validation: WorkflowValidation,
  problems: readonly WorkflowIssue[],
  selected: boolean,
  trace: StepTrace = null,
): StepNode {
  const spec = nodeTypeSpec(node.data.type);
  const data: StepNodeData = {
    stepType: node.data.type,
    title: nodeTypeTitle(node.data.type),
    label: nodeLabel(node),
    known: spec !== undefined,
    kind: spec?.kind ?? node.type,
    isTrigger: (spec?.kind ?? node.type) === 'TRIGGER',
    outlets: nodeOutlets(node),
    flags: flagsOf(validation.errors[node.id]),
    problems: problems.map((issue) => issue.message),
    trace,
  };
  return {
    id: node.id,
    type: 'step',
    position: node.position,
    data,
    selected,
    ariaLabel: nodeAriaLabel(data),
    // A fixed size: React Flow needs no measuring pass, and 300 nodes render at once.
    width: NODE_WIDTH,
    height: NODE_HEIGHT,
    measured: { width: NODE_WIDTH, height: NODE_HEIGHT },
  };
}

/** A node drawn earlier, with what it was drawn from besides its source object. */
export interface DrawnNode {
  readonly key: string;
  readonly node: StepNode;
}

/**
 * Nodes for the canvas. `cache` keeps the drawn object of a node whose source, selection and problems
 * did not change, so React Flow skips it: an edit re-renders only the nodes it touched.
 */
export function toStepNodes(
  content: WorkflowContent,
  validation: WorkflowValidation,
  selection: ReadonlySet<string>,
  cache: WeakMap<WorkflowNode, DrawnNode> = new WeakMap(),
  trace: RunTrace = NO_TRACE,
): StepNode[] {
  const issuesByNode = new Map<string, WorkflowIssue[]>();
  for (const issue of validation.issues) {
    if (issue.nodeId === null) continue;
    const list = issuesByNode.get(issue.nodeId) ?? [];
    list.push(issue);
    issuesByNode.set(issue.nodeId, list);
  }
  return content.nodes.map((node) => {
    const issues = issuesByNode.get(node.id) ?? [];
    const selected = selection.has(node.id);
    const traced = stepTrace(trace, node.id);
    const key = [
      String(selected),
      String(traced),
      ...flagsOf(validation.errors[node.id]),
      ...issues.map((i) => i.message),
    ].join('\n');
    const before = cache.get(node);
    if (before?.key === key) return before.node;
    const drawn = toStepNode(node, validation, issues, selected, traced);
    cache.set(node, { key, node: drawn });
    return drawn;
  });
}

/** The class of an edge on the Test chat's visited path. */
export const TAKEN_EDGE_CLASS = 'parley-taken-edge';

/** The type of every edge toFlowEdges draws: the canvas draws it with BranchEdge. */
export const BRANCH_EDGE_TYPE = 'branch';

/** An edge drawn earlier, with what it was drawn from besides its source object. */
export interface DrawnEdge {
  readonly key: string;
  readonly edge: Edge;
}

/**
 * Edges for the canvas, each labelled with the branch it leaves from. `cache` keeps the drawn object of
 * an edge whose selection, branch and end labels did not change, so an edit (a keystroke in a step's
 * settings, a drop) re-renders only the edges it touched, not all of them.
 */
export function toFlowEdges(
  content: WorkflowContent,
  selection: ReadonlySet<string>,
  cache: WeakMap<WorkflowEdge, DrawnEdge> = new WeakMap(),
  trace: RunTrace = NO_TRACE,
): Edge[] {
  const byId = new Map(content.nodes.map((node) => [node.id, node]));
  return content.edges.map((edge) => {
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    const outlet =
      source && edge.sourceHandle !== null
        ? nodeOutlets(source).find((candidate) => candidate.id === edge.sourceHandle)
        : undefined;
    const branch = outlet?.label ?? edge.sourceHandle;
    const from = source ? nodeLabel(source) : edge.source;
    const to = target ? nodeLabel(target) : edge.target;
    const selected = selection.has(edge.id);
    const taken = trace.edges.has(edge.id);
    const key = [String(selected), String(taken), branch ?? '', from, to].join('\n');
    const before = cache.get(edge);
    if (before?.key === key) return before.edge;
    const drawn: Edge = {
      id: edge.id,
      type: BRANCH_EDGE_TYPE,
      source: edge.source,
      target: edge.target,
      sourceHandle: edge.sourceHandle,
      targetHandle: edge.targetHandle,
      selected,
      ...(branch ? { label: branch } : {}),
      // The visited path: drawn thick in the theme's success colour (the canvas's stylesheet).
      ...(taken ? { className: TAKEN_EDGE_CLASS } : {}),
      ariaLabel: `${branch ? `From ${from} (${branch}) to ${to}` : `From ${from} to ${to}`}${
        taken ? ` (${EDITOR_STRINGS.traceVisited})` : ''
      }`,
    };
    cache.set(edge, { key, edge: drawn });
    return drawn;
  });
}
