import { MSG_AGENT_LIMIT_REACHED, MSG_VIEWER_READ_ONLY } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { createAgentGate } from './plan-gate';

describe('createAgentGate', () => {
  it('lets a FREE organisation create its first agent', () => {
    expect(createAgentGate('FREE', 0)).toEqual({ allowed: true, reason: null });
  });
  it('stops a FREE organisation at one agent, saying why', () => {
    expect(createAgentGate('FREE', 1)).toEqual({ allowed: false, reason: MSG_AGENT_LIMIT_REACHED });
  });
  it('does not limit paid plans', () => {
    expect(createAgentGate('STARTER', 40).allowed).toBe(true);
  });
  it('waits while the plan or the agents load', () => {
    expect(createAgentGate(undefined, 0)).toEqual({ allowed: false, reason: null });
    expect(createAgentGate('FREE', null)).toEqual({ allowed: false, reason: null });
  });
  it('closes creating to a read-only user whatever the plan, saying why', () => {
    expect(createAgentGate('STARTER', 0, MSG_VIEWER_READ_ONLY)).toEqual({
      allowed: false,
      reason: MSG_VIEWER_READ_ONLY,
    });
  });
  it('leaves the decision to the server when the owner plan is unreadable', () => {
    expect(createAgentGate(null, 3)).toEqual({ allowed: true, reason: null });
  });
});
