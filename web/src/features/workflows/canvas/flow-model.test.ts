import {
  buildWorkflow,
  defaultWorkflowContent,
  validateWorkflow,
  type WorkflowEdge,
  type WorkflowNode,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import {
  BRANCH_EDGE_TYPE,
  nodeOutlets,
  toFlowEdges,
  toStepNodes,
  type DrawnEdge,
  type DrawnNode,
} from './flow-model';
import { autoLayout, placeNewNode } from './auto-layout';

const filter = buildWorkflow(
  [
    { id: 'start', type: 'RECEIVE_CALL', config: {} },
    {
      id: 'check',
      type: 'FILTER',
      config: { branches: [{ id: 'yes', label: 'Yes', condition: 'caller_number == 1' }], otherwise: true },
    },
    { id: 'bye', type: 'END_CALL', config: { message: 'Bye' } },
    { id: 'mystery', type: 'FROM_THE_FUTURE', config: {} },
  ],
  [
    ['start', 'check'],
    ['check', 'bye', 'yes'],
  ],
);

describe('the canvas model', () => {
  it("names a FILTER's outlets by branch, with Otherwise, and labels edges by the branch they leave", () => {
    const check = filter.nodes.find((node) => node.id === 'check') as WorkflowNode;
    expect(nodeOutlets(check)).toEqual([
      { id: 'yes', label: 'Yes' },
      { id: 'otherwise', label: 'Otherwise' },
    ]);
    const edge = toFlowEdges(filter, new Set()).find((item) => item.source === 'check');
    expect(edge).toMatchObject({
      type: BRANCH_EDGE_TYPE,
      label: 'Yes',
      ariaLabel: 'From Filter (Yes) to End Call',
    });
  });

  it('draws unknown types as generic steps and puts every problem in the accessible name', () => {
    const nodes = toStepNodes(filter, validateWorkflow(filter), new Set(['mystery']));
    const mystery = nodes.find((node) => node.id === 'mystery');
    expect(mystery).toMatchObject({ selected: true, data: { known: false, flags: ['isolated'] } });
    expect(mystery?.ariaLabel).toBe('From The Future. Problems: Not reachable from the trigger');
    expect(nodes.find((node) => node.id === 'check')?.data.flags).toEqual(['invalidOutgoerCount']);
  });

  it('keeps the drawn object of an unchanged node, so only touched nodes re-render', () => {
    const content = defaultWorkflowContent('o@example.com');
    const cache = new WeakMap<WorkflowNode, DrawnNode>();
    const first = toStepNodes(content, validateWorkflow(content), new Set(), cache);
    const again = toStepNodes(content, validateWorkflow(content), new Set(['end-call']), cache);
    expect(again[0]).toBe(first[0]);
    expect(again.find((node) => node.id === 'end-call')).not.toBe(
      first.find((node) => node.id === 'end-call'),
    );
  });

  it("keeps the drawn object of an unchanged edge, and redraws one whose selection or end's label changed", () => {
    const cache = new WeakMap<WorkflowEdge, DrawnEdge>();
    const first = toFlowEdges(filter, new Set(), cache);
    const byId = (edges: typeof first, id: string) => edges.find((edge) => edge.id === id);
    const [toCheck, toBye] = ['start->check', 'check:yes->bye'];
    // The end step is renamed: only the edge into it gets a new object (its accessible name says so).
    const renamed = {
      ...filter,
      nodes: filter.nodes.map((node) =>
        node.id === 'bye'
          ? { ...node, data: { ...node.data, frontend: { ...node.data.frontend, label: 'Goodbye' } } }
          : node,
      ),
    };
    const afterRename = toFlowEdges(renamed, new Set(), cache);
    expect(byId(afterRename, toCheck)).toBe(byId(first, toCheck));
    expect(byId(afterRename, toBye)).not.toBe(byId(first, toBye));
    expect(byId(afterRename, toBye)?.ariaLabel).toBe('From Filter (Yes) to Goodbye');
    const selected = toFlowEdges(renamed, new Set([toCheck]), cache);
    expect(byId(selected, toCheck)).toMatchObject({ selected: true });
    expect(byId(selected, toBye)).toBe(byId(afterRename, toBye));
  });

  it('lays the graph out top to bottom and places a new step under the selected one, overlapping none', () => {
    const content = defaultWorkflowContent('o@example.com');
    const positions = autoLayout(content);
    const ys = content.nodes.map((node) => positions[node.id]?.y ?? NaN);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(new Set(ys).size).toBe(ys.length);
    const placed = placeNewNode(content, 'collect-info');
    const anchor = content.nodes.find((node) => node.id === 'collect-info');
    expect(placed.y).toBeGreaterThan(anchor?.position.y ?? Infinity);
    expect(
      content.nodes.some(
        (node) => Math.abs(node.position.x - placed.x) < 220 && Math.abs(node.position.y - placed.y) < 92,
      ),
    ).toBe(false);
  });
});
