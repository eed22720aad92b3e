import { describe, expect, it } from 'vitest';
import { MSG_ADMIN_ROLE_FORBIDDEN, MSG_AGENT_ID_REQUIRED, MSG_WORKFLOW_AGENT_ID_REQUIRED } from '../messages';
import { entityUpdateError, userUpdateError } from './updates';

describe('user updates', () => {
  it('never set the ADMIN role', () => {
    expect(userUpdateError({ uid: 'u1', role: 'ADMIN' })).toBe(MSG_ADMIN_ROLE_FORBIDDEN);
    expect(MSG_ADMIN_ROLE_FORBIDDEN).toBe('Unauthorized access: ADMIN role cannot be set via this function');
  });

  it('may set other roles or none', () => {
    expect(userUpdateError({ uid: 'u1', role: 'VIEWER' })).toBeNull();
    expect(userUpdateError({ uid: 'u1' })).toBeNull();
  });

  it('need a uid', () => {
    expect(userUpdateError({ role: 'USER' })).not.toBeNull();
  });
});

describe('entity updates', () => {
  it('need an id', () => {
    expect(entityUpdateError('agent', {})).toBe(MSG_AGENT_ID_REQUIRED);
    expect(entityUpdateError('agent', { id: 'a1' })).toBeNull();
    for (const entity of ['campaign', 'document', 'website', 'workflow'] as const) {
      expect(entityUpdateError(entity, { id: '' })).toMatch(/id is required/);
    }
  });

  it('need an agentId for a workflow', () => {
    expect(entityUpdateError('workflow', { id: 'w1' })).toBe(MSG_WORKFLOW_AGENT_ID_REQUIRED);
    expect(entityUpdateError('workflow', { id: 'w1', agentId: 'a1' })).toBeNull();
  });
});
