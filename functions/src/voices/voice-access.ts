// Reading voices for the voice library's callables, and who may see which (docs/data-model.md#t_voices).
import {
  API_ERROR_REASONS,
  COLLECTIONS,
  MSG_VOICE_NOT_FOUND,
  SYSTEM_OWNER_UID,
  voiceSchema,
  type User,
  type Voice,
} from '@parley/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { readUser } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';

export const voiceRef = (voiceId: string): DocumentReference =>
  db().collection(COLLECTIONS.voices).doc(voiceId);

/** The voice, parsed with the domain schema (id from the document), or null. Reads inside `tx` when given. */
export async function readVoice(voiceId: string, tx: Transaction | null = null): Promise<Voice | null> {
  const snapshot = tx ? await tx.get(voiceRef(voiceId)) : await voiceRef(voiceId).get();
  return snapshot.exists ? voiceSchema.parse({ ...snapshot.data(), id: snapshot.id }) : null;
}

/** The refusal for a voice that is missing or not visible: the same answer, so ids cannot be probed. */
export const voiceNotFound = () =>
  failure('not-found', MSG_VOICE_NOT_FOUND, { reason: API_ERROR_REASONS.voiceNotFound });

/**
 * Whether `caller` may see `voice` outside an agent's library: System voices, their own, and voices of
 * anyone they share an organisation with (agent owners among them, whose voices their agents' libraries
 * list). The same test as the t_voices read rule in firestore.rules, so what a user can read they can
 * favourite.
 */
export async function canSeeVoice(voice: Voice, caller: Pick<User, 'uid' | 'orgIds'>): Promise<boolean> {
  if (voice.ownerUid === SYSTEM_OWNER_UID || voice.ownerUid === caller.uid) return true;
  const owner = await readUser(voice.ownerUid);
  return owner !== null && owner.orgIds.some((orgId) => caller.orgIds.includes(orgId));
}
