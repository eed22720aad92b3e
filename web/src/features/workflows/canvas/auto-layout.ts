// Auto-layout ("Tidy up"): dagre ranks the graph top to bottom from the trigger; the answer is every
// node's new top-left position, applied as one undo step.
import { Graph, layout } from '@dagrejs/dagre';
import type { WorkflowContent } from '@parley/domain';
import { NODE_HEIGHT, NODE_WIDTH } from './flow-model';

export function autoLayout(content: WorkflowContent): Record<string, { x: number; y: number }> {
  const graph = new Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of content.nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  const ids = new Set(content.nodes.map((node) => node.id));
  for (const edge of content.edges) {
    if (ids.has(edge.source) && ids.has(edge.target)) graph.setEdge(edge.source, edge.target, {}, edge.id);
  }
  layout(graph);
  const positions: Record<string, { x: number; y: number }> = {};
  for (const node of content.nodes) {
    const placed = graph.node(node.id) as { x: number; y: number } | undefined;
    // dagre answers centres; the canvas stores top-left corners.
    if (placed) positions[node.id] = { x: placed.x - NODE_WIDTH / 2, y: placed.y - NODE_HEIGHT / 2 };
  }
  return positions;
}

/**
 * Where a new step goes: under the selected step, or under the lowest step, moved right until it
 * overlaps none.
 */
export function placeNewNode(content: WorkflowContent, anchorId: string | null): { x: number; y: number } {
  const anchor = content.nodes.find((node) => node.id === anchorId);
  const lowest = content.nodes.reduce<WorkflowContent['nodes'][number] | undefined>(
    (low, node) => (low === undefined || node.position.y > low.position.y ? node : low),
    undefined,
  );
  const base = anchor ?? lowest;
  const position = base ? { x: base.position.x, y: base.position.y + NODE_HEIGHT + 70 } : { x: 0, y: 0 };
  const overlaps = () =>
    content.nodes.some(
      (node) =>
        Math.abs(node.position.x - position.x) < NODE_WIDTH &&
        Math.abs(node.position.y - position.y) < NODE_HEIGHT,
    );
  while (overlaps()) position.x += NODE_WIDTH + 40;
  return position;
}
