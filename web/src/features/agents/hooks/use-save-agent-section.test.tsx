import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '../../../testing/render';
import { useSaveAgentSection } from './use-save-agent-section';

// The direct Firestore write, as the rules would take it.
const written = vi.hoisted(() =>
  vi.fn((_input: { agentId: string; update: Record<string, unknown> }) => Promise.resolve()),
);
vi.mock('../api/update-agent', () => ({ useUpdateAgent: () => ({ mutateAsync: written }) }));

describe('useSaveAgentSection', () => {
  it('writes the change to the agent the edit target answers (the draft under version control)', async () => {
    const ensure = vi.fn(() => Promise.resolve('a1_draft'));
    const { result } = renderHookWithProviders(() => useSaveAgentSection(ensure));
    let saved = false;
    await act(async () => {
      saved = await result.current('root', { greeting: 'Hello' }, { greeting: 'Good evening' });
    });
    expect(saved).toBe(true);
    expect(ensure).toHaveBeenCalledTimes(1);
    expect(written).toHaveBeenCalledWith({
      agentId: 'a1_draft',
      update: expect.objectContaining({ greeting: 'Good evening' }) as unknown,
    });
  });

  it('writes nothing and reports the failure when the draft cannot be made', async () => {
    written.mockClear();
    const ensure = vi.fn(() => Promise.reject(new Error('Version control is off for this organization')));
    const { result } = renderHookWithProviders(() => useSaveAgentSection(ensure));
    let saved = true;
    await act(async () => {
      saved = await result.current('root', { greeting: 'Hello' }, { greeting: 'Good evening' });
    });
    expect(saved).toBe(false);
    expect(written).not.toHaveBeenCalled();
  });
});
