import { agentSchema, agentVersionSchema, type AgentVersion } from '@parley/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../../lib/async-state';
import { fakeServices } from '../../../testing/fake-services';
import { renderHookWithProviders } from '../../../testing/render';
import { useAgentVersions } from './get-agent-versions';
import { useEnsureAgentDraft, usePublishAgent, useRestoreVersion } from './publish-agent';

// The history's live read: the query it builds and the snapshots Firestore would hand the select step.
const live = vi.hoisted(() => {
  const state: { docs: unknown[]; query: unknown } = { docs: [], query: null };
  return state;
});
vi.mock('reactfire', () => ({ useFirestore: () => ({ type: 'firestore' }) }));
vi.mock('./version-refs', () => ({ agentVersionsCollection: () => ({ type: 'collection' }) }));
vi.mock('firebase/firestore', () => ({
  query: (...parts: unknown[]) => ({ parts }),
  where: (field: string, op: string, value: unknown) => ({ field, op, value }),
}));
vi.mock('../../../lib/live-data', () => ({
  useLiveQuery: (query: unknown, select: (items: unknown[]) => unknown): AsyncState<unknown> => {
    live.query = query;
    return { status: 'success', data: select(live.docs) };
  },
}));

const snapshot = agentSchema.parse({ id: 'a1', uid: 'u1', orgId: 'org-acme', name: 'Front desk' });
const version = (n: number): AgentVersion =>
  agentVersionSchema.parse({ id: `a1_${n}`, agentId: 'a1', orgId: 'org-acme', version: n, snapshot });

describe('useAgentVersions', () => {
  it("asks for the agent's snapshots by organisation and agent, and lists them newest first", () => {
    live.docs = [version(2), version(4), version(1), version(3)];
    const { result } = renderHookWithProviders(() => useAgentVersions({ orgId: 'org-acme', agentId: 'a1' }));
    expect(live.query).toEqual({
      parts: [
        { type: 'collection' },
        { field: 'orgId', op: '==', value: 'org-acme' },
        { field: 'agentId', op: '==', value: 'a1' },
      ],
    });
    const state = result.current;
    expect(state.status === 'success' && state.data.map((entry) => entry.version)).toEqual([4, 3, 2, 1]);
  });
});

describe('the version routes', () => {
  const answers = {
    '/agent/draft': { data: { draftAgentId: 'a1_draft' } },
    '/agent/publish': { status: 'success', message: 'Agent published', version: 2 },
    '/agent/restore-version': { data: { draftAgentId: 'a1_draft' } },
  } as Record<string, unknown>;

  function setup() {
    const api = vi.fn((path: string, options: { schema: { parse: (value: unknown) => unknown } }) =>
      Promise.resolve(options.schema.parse(answers[path])),
    );
    return { api, services: fakeServices({ api: api as never }) };
  }

  it('POST /agent/draft with the live agent, answering the draft id', async () => {
    const { api, services } = setup();
    const { result } = renderHookWithProviders(() => useEnsureAgentDraft(), { services });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({ agentId: 'a1' });
    });
    expect(answer).toEqual({ data: { draftAgentId: 'a1_draft' } });
    expect(api).toHaveBeenCalledWith(
      '/agent/draft',
      expect.objectContaining({ method: 'POST', body: { agentId: 'a1' } }),
    );
  });

  it('POST /agent/publish with the draft and a trimmed note, answering status, message and version', async () => {
    const { api, services } = setup();
    const { result } = renderHookWithProviders(() => usePublishAgent(), { services });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({ draftAgentId: 'a1_draft', note: '  New greeting  ' });
    });
    expect(answer).toEqual({ status: 'success', message: 'Agent published', version: 2 });
    expect(api).toHaveBeenCalledWith(
      '/agent/publish',
      expect.objectContaining({ method: 'POST', body: { draftAgentId: 'a1_draft', note: 'New greeting' } }),
    );
  });

  it('refuses a note over 500 characters before any request', async () => {
    const { api, services } = setup();
    const { result } = renderHookWithProviders(() => usePublishAgent(), { services });
    act(() => {
      result.current.mutate({ draftAgentId: 'a1_draft', note: 'x'.repeat(501) });
    });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(api).not.toHaveBeenCalled();
  });

  it('POST /agent/restore-version with the live agent and the version', async () => {
    const { api, services } = setup();
    const { result } = renderHookWithProviders(() => useRestoreVersion(), { services });
    await act(async () => {
      await result.current.mutateAsync({ agentId: 'a1', version: 1 });
    });
    expect(api).toHaveBeenCalledWith(
      '/agent/restore-version',
      expect.objectContaining({ method: 'POST', body: { agentId: 'a1', version: 1 } }),
    );
  });
});
