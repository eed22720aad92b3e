import { describe, expect, it } from 'vitest';
import { inboundContext, testSnapshot } from '../testing/agent-fixture';
import { startingVariables } from './snapshot';

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
