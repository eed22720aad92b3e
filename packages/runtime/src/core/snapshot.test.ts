import { describe, expect, it } from 'vitest';
import { inboundContext, testSnapshot } from '../testing/agent-fixture';
import { drive } from '../testing/drive';
import { startingVariables, workflowFor, type RuntimeSnapshot } from './snapshot';

describe('startingVariables', () => {
  const snapshot = testSnapshot(
    [{ id: 'start', type: 'RECEIVE_CALL' }],
    [],
    {},
    { ownerEmail: 'boss@example.com' },
  );

  it('fills owner_email from the snapshot when the call does not know it (a voice engine’s call)', () => {
    expect(startingVariables(snapshot, { ...inboundContext, ownerEmail: '' }, 0).owner_email).toBe(
      'boss@example.com',
    );
  });

  it('keeps the address the call context gives', () => {
    expect(startingVariables(snapshot, inboundContext, 0).owner_email).toBe('owner@example.com');
  });
});

describe('the workflow a call runs', () => {
  // The reported agent: one inbound workflow, its default, starting at RECEIVE_CALL.
  const inboundOnly = testSnapshot(
    [
      { id: 'start', type: 'RECEIVE_CALL' },
      { id: 'say', type: 'SAY_EXACTLY', config: { label: 'Reminder', message: 'This is your reminder.' } },
      { id: 'end', type: 'END_CALL', config: { label: 'Bye', message: 'Goodbye.' } },
    ],
    [
      ['start', 'say'],
      ['say', 'end'],
    ],
  );
  const outbound = { ...inboundContext, callType: 'outboundPhoneCall' as const };
  const withOutbound: RuntimeSnapshot = {
    ...inboundOnly,
    workflows: {
      ...inboundOnly.workflows,
      'wf-out': { id: 'wf-out', name: 'Reminders', type: 'OUTBOUND', content: { nodes: [], edges: [] } },
    },
  };

  it('runs the default workflow on an outbound call when the agent has no outbound one', async () => {
    expect(workflowFor(inboundOnly, outbound)?.id).toBe('wf-1');
    const { reply, state } = await drive(inboundOnly, {}, outbound).start();
    expect(reply).toBe('Hello from the Bike Shop! This is your reminder. Goodbye.');
    expect(state.path).toEqual(['start', 'say', 'end']);
    expect(state.status).toBe('ended');
  });

  it('runs the outbound workflow on an outbound call and the default one on an inbound call', () => {
    expect(workflowFor(withOutbound, outbound)?.id).toBe('wf-out');
    expect(workflowFor(withOutbound, inboundContext)?.id).toBe('wf-1');
    expect(workflowFor(withOutbound, { ...inboundContext, callType: 'webCall' })?.id).toBe('wf-1');
  });

  it('runs the workflow the context names, whatever the call type', () => {
    expect(workflowFor(withOutbound, { ...outbound, workflowId: 'wf-1' })?.id).toBe('wf-1');
  });
});
