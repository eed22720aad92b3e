import { API_ROUTES, orderVoices, type Agent, type User, type Voice } from '@parley/domain';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { ApiFetch } from '../../../lib/api-client';
import { useServices } from '../../../lib/services';
import type { FetchSystemVoicesBundle } from './system-voices-bundle';
import { subscribeVoiceLibrary, type VoiceLibrarySnapshot } from './voice-library-source';

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
   * The voice the modal currently holds as chosen (held locally); ordered first. Defaults to the
   * agent's selectedVoiceId.
   */
  readonly chosenVoiceId?: string | null;
}

/** The bundle through the REST API (bearer token; the HTTP cache honours the route's Cache-Control). */
export function fetchSystemVoicesBundle(api: ApiFetch): FetchSystemVoicesBundle {
  return () => api(API_ROUTES.systemVoicesBundle.path, { method: 'GET', schema: z.string().min(1) });
}

const LOADING: VoiceLibrarySnapshot = { status: 'loading', voices: [] };

/**
 * The voices the library lists for an agent, live and ordered: the chosen voice first, then
 * addedCount descending. System voices come from the cached bundle plus a listener for those changed
 * since (so another user's favourite moves addedCount here too); the user's, the agent owner's and the
 * agent's current voice are listened to directly. Opening the library thus reads only changed and
 * personal voice documents, however large the System catalogue.
 */
export function useVoiceLibrary({ agent, user, chosenVoiceId }: VoiceLibraryInput): VoiceLibraryState {
  const firestore = useFirestore();
  const { api } = useServices();
  const { uid: agentOwnerUid, selectedVoiceId } = agent;
  const userUid = user.uid;
  // Each snapshot is tagged with the scope it belongs to, so switching agent shows loading, not the
  // previous agent's voices, without resetting state inside the effect.
  const scopeKey = JSON.stringify([userUid, agentOwnerUid, selectedVoiceId]);
  const [latest, setLatest] = useState<{ scopeKey: string; snapshot: VoiceLibrarySnapshot } | null>(null);

  useEffect(
    () =>
      subscribeVoiceLibrary(
        firestore,
        fetchSystemVoicesBundle(api),
        { userUid, agentOwnerUid, currentVoiceId: selectedVoiceId },
        (snapshot) => {
          setLatest({ scopeKey, snapshot });
        },
      ),
    [firestore, api, userUid, agentOwnerUid, selectedVoiceId, scopeKey],
  );

  const snapshot = latest?.scopeKey === scopeKey ? latest.snapshot : LOADING;
  const chosen = chosenVoiceId === undefined ? selectedVoiceId : chosenVoiceId;
  return useMemo<VoiceLibraryState>(
    () => ({ ...snapshot, voices: orderVoices(snapshot.voices, chosen) }),
    [snapshot, chosen],
  );
}
