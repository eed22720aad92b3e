// Voices written with the Admin SDK for tests, shaped by the domain schema.
import { COLLECTIONS, SYSTEM_OWNER_UID, voiceSchema, type Voice } from '@parley/domain';
import { db } from '../lib/firestore';
import { uniqueId } from './seed';

/** A voice (System's unless ownerUid says otherwise) with a unique id; returns it as stored. */
export async function seedVoice(overrides: Partial<Voice> = {}): Promise<Voice> {
  const id = overrides.id ?? uniqueId('voice');
  const voice = voiceSchema.parse({
    id,
    name: 'Oliver',
    ttsId: `tts-${id}`,
    provider: 'cartesia',
    gender: 'male',
    language: 'english',
    ownerUid: SYSTEM_OWNER_UID,
    ...overrides,
  });
  await db().collection(COLLECTIONS.voices).doc(id).set(voice);
  return voice;
}
