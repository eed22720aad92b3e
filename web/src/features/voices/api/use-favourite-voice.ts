import { MSG_ERROR_ADDING_VOICE_TO_USER, MSG_ERROR_REMOVING_VOICE_FROM_USER } from '@parley/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { callables } from '../../../lib/callables';
import { useServices } from '../../../lib/services';

export interface FavouriteVoiceMutation {
  /**
   * Adds (true) or removes (false) the voice from the caller's favourites (callable
   * toggleFavouriteVoice). While a toggle is in flight further toggles are ignored.
   * Rejects with the spec's toast text ('Error adding voice to user' / 'Error
   * removing voice from user'), the callable's error as cause.
   */
  toggle(voiceId: string, favourite: boolean): Promise<void>;
  /** Voice ids with a toggle in flight; while not empty the UI disables every heart. */
  pending: ReadonlySet<string>;
}

/**
 * Favourite toggling for the voice library. The new state reaches the screen live: myVoiceIds through
 * the user's document, addedCount through the library's listeners.
 */
export function useFavouriteVoice(): FavouriteVoiceMutation {
  const { call } = useServices();
  const inFlight = useRef(new Set<string>());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback(
    async (voiceId: string, favourite: boolean): Promise<void> => {
      if (inFlight.current.size > 0) return;
      inFlight.current.add(voiceId);
      setPending(new Set(inFlight.current));
      try {
        await call(callables.toggleFavouriteVoice, { voiceId, favourite });
      } catch (error) {
        throw new Error(favourite ? MSG_ERROR_ADDING_VOICE_TO_USER : MSG_ERROR_REMOVING_VOICE_FROM_USER, {
          cause: error,
        });
      } finally {
        inFlight.current.delete(voiceId);
        setPending(new Set(inFlight.current));
      }
    },
    [call],
  );

  return useMemo(() => ({ toggle, pending }), [toggle, pending]);
}
