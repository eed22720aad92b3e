// Where a Test chat conversation went, as the canvas draws it: the step waiting for the caller lights up,
// and the steps entered and the edges between them form the visited path. Built from the runtime's own
// state (its `path` of every step entered, in order, and its `nodeId`), so the canvas shows what ran,
// not a second reading of the graph.
import type { WorkflowContent } from '@parley/domain';

export interface RunTrace {
  /** The step waiting for the caller, when it is on this canvas. */
  readonly current: string | null;
  /** Every step of this canvas the conversation entered. */
  readonly visited: ReadonlySet<string>;
  /** The edges the conversation went along (a step entered straight after its edge's source). */
  readonly edges: ReadonlySet<string>;
}

/** How a step shows on the canvas during a Test chat. */
export type StepTrace = 'current' | 'visited' | null;

export const NO_TRACE: RunTrace = { current: null, visited: new Set(), edges: new Set() };

/**
 * The trace of a conversation on this workflow. Steps of another workflow (a TRANSFER_WORKFLOW jump) are
 * not on this canvas and are left out; an edge counts only between two steps entered one after the
 * other, so a jump never draws a line that was not taken.
 */
export function runTrace(
  content: WorkflowContent,
  state: { readonly path: readonly string[]; readonly nodeId: string | null },
): RunTrace {
  const onCanvas = new Set(content.nodes.map((node) => node.id));
  const visited = new Set(state.path.filter((id) => onCanvas.has(id)));
  const edges = new Set<string>();
  for (let index = 1; index < state.path.length; index += 1) {
    const from = state.path[index - 1];
    const to = state.path[index];
    const edge = content.edges.find((candidate) => candidate.source === from && candidate.target === to);
    if (edge) edges.add(edge.id);
  }
  const current = state.nodeId !== null && onCanvas.has(state.nodeId) ? state.nodeId : null;
  return { current, visited, edges };
}

export function stepTrace(trace: RunTrace, nodeId: string): StepTrace {
  if (trace.current === nodeId) return 'current';
  return trace.visited.has(nodeId) ? 'visited' : null;
}
