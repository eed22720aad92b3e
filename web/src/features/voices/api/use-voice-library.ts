import type { Agent, User, Voice } from '@parley/domain';

/** What the voice library needs to know about the agent: its owner and its current voice. */
export type VoiceLibraryAgent = Pick<Agent, 'id' | 'uid' | 'selectedVoiceId'>;
/** What it needs about the signed-in user: their uid (their own voices are listed too). */
export type VoiceLibraryUser = Pick<User, 'uid'>;

export type VoiceLibraryState =
  | { status: 'loading'; voices: Voice[]; error?: undefined }
  | { status: 'error'; voices: Voice[]; error: Error }
  | { status: 'ready'; voices: Voice[]; error?: undefined };

export interface VoiceLibraryInput {
  readonly agent: VoiceLibraryAgent;
  readonly user: VoiceLibraryUser;
  /**
   * The voice the modal currently holds as chosen (§4 "held locally"); ordered first. Defaults to the
   * agent's selectedVoiceId.
   */
  readonly chosenVoiceId?: string | null;
}

/**
 * The voices the library lists for an agent (§2.1, §6), live and ordered: the chosen voice first, then
 * addedCount descending. System voices come from the cached bundle plus a listener for those changed
 * since; the user's, the agent owner's and the agent's current voice are listened to directly.
 */
export function useVoiceLibrary(input: VoiceLibraryInput): VoiceLibraryState {
  void input;
  // Interface first so the modal can be built against it; the data layer lands in the next commit.
  return { status: 'loading', voices: [] };
}
