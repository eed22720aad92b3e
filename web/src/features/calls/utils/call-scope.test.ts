import type { CallRecord } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { scopedCall } from './call-scope';

const call = { id: 'call-1', agentId: 'agent-1', orgId: 'org-1' } as CallRecord;
const found = { status: 'success', data: call } as const;

describe('scopedCall', () => {
  it("shows a call under its own agent's or organisation's page", () => {
    expect(scopedCall(found, { agentId: 'agent-1' })).toBe(found);
    expect(scopedCall(found, { orgId: 'org-1' })).toBe(found);
  });

  it("is not found under another agent's or organisation's page, or with no organisation", () => {
    const missing = { status: 'success', data: null };
    expect(scopedCall(found, { agentId: 'agent-2' })).toEqual(missing);
    expect(scopedCall(found, { orgId: 'org-2' })).toEqual(missing);
    expect(scopedCall({ status: 'success', data: { ...call, orgId: null } }, { orgId: 'org-1' })).toEqual(
      missing,
    );
    expect(scopedCall(found, null)).toEqual(missing);
  });

  it('passes loading and errors through', () => {
    const failed = { status: 'error', error: new Error('denied') } as const;
    expect(scopedCall({ status: 'loading' }, { agentId: 'agent-2' })).toEqual({ status: 'loading' });
    expect(scopedCall(failed, { agentId: 'agent-2' })).toBe(failed);
  });
});
