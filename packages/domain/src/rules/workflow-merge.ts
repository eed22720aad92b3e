// Merging by node after a save conflict (docs/workflows.md#saving-conflicts-and-the-other-routes):
// the editor loaded `base`, changed it into `mine`, and someone else saved `theirs` meanwhile. The
// merge keeps their version and re-applies my changes node by node and edge by edge; it lists the
// nodes both sides changed differently, where mine won, so the editor can point them out.
import type { WorkflowContent, WorkflowEdge, WorkflowNode } from '../schemas/workflow';

export interface WorkflowMerge {
  content: WorkflowContent;
  /** Nodes both sides changed (or one changed and the other deleted): the user should look at them. */
  conflicts: string[];
}

type Item = WorkflowNode | WorkflowEdge;

/** Compares what the user edits, not the flags the validator recomputes anyway. */
function fingerprint(item: Item): string {
  if ('data' in item) return JSON.stringify([item.type, item.position, item.data.type, item.data.frontend]);
  return JSON.stringify([item.source, item.target, item.sourceHandle, item.targetHandle]);
}

function mergeItems<T extends Item>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  conflicts: Set<string>,
): T[] {
  const byId = (items: readonly T[]) => new Map(items.map((item) => [item.id, item]));
  const [baseById, mineById] = [byId(base), byId(mine)];
  const result = new Map(theirs.map((item) => [item.id, item]));
  const changedByThem = (id: string) => {
    const before = baseById.get(id);
    const after = result.get(id);
    return before === undefined || after === undefined
      ? before !== after
      : fingerprint(before) !== fingerprint(after);
  };
  for (const id of baseById.keys()) {
    if (mineById.has(id)) continue;
    // I deleted it: gone, unless they changed it meanwhile (then theirs stays, flagged).
    if (changedByThem(id) && result.has(id)) conflicts.add(id);
    else result.delete(id);
  }
  for (const [id, item] of mineById) {
    const before = baseById.get(id);
    if (before && fingerprint(before) === fingerprint(item)) continue;
    if (before && changedByThem(id)) conflicts.add(id);
    result.set(id, item);
  }
  return [...result.values()];
}

/** Their content with my changes re-applied; edges left without a node are dropped. */
export function mergeWorkflowContent(
  base: WorkflowContent,
  mine: WorkflowContent,
  theirs: WorkflowContent,
): WorkflowMerge {
  const conflicts = new Set<string>();
  const nodes = mergeItems(base.nodes, mine.nodes, theirs.nodes, conflicts);
  const ids = new Set(nodes.map((node) => node.id));
  // Edge conflicts are not reported: an edge has nothing to look at beyond its ends.
  const edgeConflicts = new Set<string>();
  const edges = mergeItems(base.edges, mine.edges, theirs.edges, edgeConflicts).filter(
    (edge) => ids.has(edge.source) && ids.has(edge.target),
  );
  return { content: { nodes, edges }, conflicts: [...conflicts] };
}
