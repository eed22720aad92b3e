import { buildWorkflow, validateWorkflow, type WorkflowNode } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { toFlowEdges, toStepNodes, type DrawnNode } from './flow-model';
import { runTrace, stepTrace } from './run-trace';

const workflow = buildWorkflow(
  [
    { id: 'start', type: 'RECEIVE_CALL', config: {} },
    {
      id: 'check',
      type: 'FILTER',
      config: { branches: [{ id: 'yes', label: 'Yes', condition: 'caller_number == 1' }], otherwise: true },
    },
    { id: 'bye', type: 'END_CALL', config: { message: 'Bye' } },
    { id: 'other', type: 'END_CALL', config: { message: 'Other' } },
  ],
  [
    ['start', 'check'],
    ['check', 'bye', 'yes'],
    ['check', 'other', 'otherwise'],
  ],
);

describe('the Test chat trace on the canvas', () => {
  it('lights the waiting step and marks the steps and edges the conversation went through', () => {
    const trace = runTrace(workflow, { path: ['start', 'check', 'bye'], nodeId: 'bye' });
    expect(trace.current).toBe('bye');
    expect([...trace.visited]).toEqual(['start', 'check', 'bye']);
    expect([...trace.edges].sort()).toEqual(['check:yes->bye', 'start->check']);
    expect(stepTrace(trace, 'bye')).toBe('current');
    expect(stepTrace(trace, 'start')).toBe('visited');
    expect(stepTrace(trace, 'other')).toBeNull();
  });

  it("leaves out another workflow's steps and never draws an edge across a jump", () => {
    // 'start' then a step of another workflow, then back on this canvas at 'bye': no start→bye edge exists,
    // and the check→bye edge was not taken (check was never entered right before bye).
    const trace = runTrace(workflow, { path: ['start', 'elsewhere', 'bye'], nodeId: 'elsewhere' });
    expect(trace.current).toBeNull();
    expect([...trace.visited]).toEqual(['start', 'bye']);
    expect(trace.edges.size).toBe(0);
  });

  it('draws the trace into the nodes and edges, and names it for screen readers', () => {
    const trace = runTrace(workflow, { path: ['start', 'check'], nodeId: 'check' });
    const nodes = toStepNodes(workflow, validateWorkflow(workflow), new Set(), new WeakMap(), trace);
    const byId = (id: string) => nodes.find((node) => node.id === id);
    expect(byId('check')?.data.trace).toBe('current');
    expect(byId('check')?.ariaLabel).toBe('Filter (current step in the test chat)');
    expect(byId('start')?.data.trace).toBe('visited');
    expect(byId('bye')?.data.trace).toBeNull();
    const edges = toFlowEdges(workflow, new Set(), new WeakMap(), trace);
    const taken = edges.find((edge) => edge.id === 'start->check');
    expect(taken?.className).toBe('parley-taken-edge');
    expect(taken?.ariaLabel).toBe('From Receive Call to Filter (visited in the test chat)');
    expect(edges.find((edge) => edge.id === 'check:yes->bye')?.className).toBeUndefined();
  });

  it('redraws a step when its trace changes, and keeps the others', () => {
    const cache = new WeakMap<WorkflowNode, DrawnNode>();
    const validation = validateWorkflow(workflow);
    const before = toStepNodes(
      workflow,
      validation,
      new Set(),
      cache,
      runTrace(workflow, { path: ['start'], nodeId: 'start' }),
    );
    const after = toStepNodes(
      workflow,
      validation,
      new Set(),
      cache,
      runTrace(workflow, { path: ['start', 'check'], nodeId: 'check' }),
    );
    expect(after.find((node) => node.id === 'bye')).toBe(before.find((node) => node.id === 'bye'));
    expect(after.find((node) => node.id === 'check')).not.toBe(before.find((node) => node.id === 'check'));
  });
});
