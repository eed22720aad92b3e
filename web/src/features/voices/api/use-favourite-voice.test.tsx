import {
  CALLABLES,
  MSG_ERROR_ADDING_VOICE_TO_USER,
  MSG_ERROR_REMOVING_VOICE_FROM_USER,
} from '@parley/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CallableInvoker } from '../../../lib/callables';
import { ServicesProvider } from '../../../lib/services';
import { fakeServices } from '../../../testing/fake-services';
import { useFavouriteVoice } from './use-favourite-voice';

/** A callable fake whose answers the test releases one by one. */
function controlledCall() {
  const releases: { resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
  const call = vi.fn(
    () => new Promise((resolve, reject) => releases.push({ resolve, reject })),
  ) as unknown as CallableInvoker;
  return { call, releases };
}

function renderFavourite(call: CallableInvoker) {
  const services = fakeServices({ call });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  return renderHook(() => useFavouriteVoice(), { wrapper });
}

describe('useFavouriteVoice', () => {
  it('calls toggleFavouriteVoice and marks the voice pending until it answers', async () => {
    const { call, releases } = controlledCall();
    const { result } = renderFavourite(call);
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.toggle('voice-1', true);
    });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: CALLABLES.toggleFavouriteVoice }), {
      voiceId: 'voice-1',
      favourite: true,
    });
    await waitFor(() => {
      expect([...result.current.pending]).toEqual(['voice-1']);
    });
    await act(async () => {
      releases[0]?.resolve({ voiceId: 'voice-1', favourite: true, addedCount: 1 });
      await done;
    });
    expect(result.current.pending.size).toBe(0);
  });

  it('blocks further toggles while one is in progress', async () => {
    const { call, releases } = controlledCall();
    const { result } = renderFavourite(call);
    act(() => {
      void result.current.toggle('voice-1', true);
    });
    await act(async () => {
      await result.current.toggle('voice-2', true);
    });
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => {
      releases[0]?.resolve({ voiceId: 'voice-1', favourite: true, addedCount: 1 });
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(result.current.pending.size).toBe(0);
    });
  });

  it("fails with the spec's toast text for adding and for removing", async () => {
    const call = vi.fn(() => Promise.reject(new Error('permission-denied'))) as unknown as CallableInvoker;
    const { result } = renderFavourite(call);
    await act(async () => {
      await expect(result.current.toggle('voice-1', true)).rejects.toThrow(MSG_ERROR_ADDING_VOICE_TO_USER);
    });
    await act(async () => {
      await expect(result.current.toggle('voice-1', false)).rejects.toThrow(
        MSG_ERROR_REMOVING_VOICE_FROM_USER,
      );
    });
    expect(result.current.pending.size).toBe(0);
  });
});
