import { agentSchema, type Agent } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../../lib/async-state';
import { renderHookWithProviders } from '../../../testing/render';
import { useEditedAgent } from './use-edited-agent';

const reads = vi.hoisted(() => new Map<string, unknown>());
vi.mock('./get-agent', () => ({
  useAgent: (agentId: string) => reads.get(agentId) ?? { status: 'loading' },
}));

const live = agentSchema.parse({ id: 'a1', uid: 'user-ann', orgId: 'org-acme', name: 'Front desk' });
const draft: Agent = { ...live, id: 'a1_draft', isDraft: true, sourceAgentId: 'a1', name: 'Front desk 2' };
const read = (agentId: string, state: AsyncState<Agent | null>) => reads.set(agentId, state);

describe('useEditedAgent', () => {
  it('keeps the live agent on screen while the new draft is first read, then shows the draft', () => {
    reads.clear();
    read('a1', { status: 'success', data: live });
    let agentId = 'a1';
    const { result, rerender } = renderHookWithProviders(() => useEditedAgent(agentId));
    expect(result.current).toEqual({ status: 'success', data: live });

    agentId = 'a1_draft';
    rerender();
    expect(result.current).toEqual({ status: 'success', data: live });

    read('a1_draft', { status: 'success', data: draft });
    rerender();
    expect(result.current).toEqual({ status: 'success', data: draft });
  });

  it('shows progress until a first agent is read, and passes a failure or a missing agent on', () => {
    reads.clear();
    let agentId = 'a1';
    const { result, rerender } = renderHookWithProviders(() => useEditedAgent(agentId));
    expect(result.current).toEqual({ status: 'loading' });

    const error = new Error('Missing or insufficient permissions.');
    read('a1', { status: 'error', error });
    rerender();
    expect(result.current).toEqual({ status: 'error', error });

    agentId = 'gone';
    read('gone', { status: 'success', data: null });
    rerender();
    expect(result.current).toEqual({ status: 'success', data: null });
  });
});
