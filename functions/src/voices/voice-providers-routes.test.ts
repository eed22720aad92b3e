// The provider-facing voice routes against the emulators and the ElevenLabs and Cartesia fakes: clone,
// choose the clone's provider, add a voice by its provider id.
import {
  API_ERROR_REASONS,
  API_ROUTES,
  apiPath,
  CLONE_CANDIDATE_LIFETIME_MS,
  CLONE_SAMPLE_MAX_BYTES,
  CLONE_VOICE_TAG,
  COLLECTIONS,
  MSG_CLONE_FILE_TOO_LARGE,
  MSG_CLONE_FOR_YOURSELF_ONLY,
  MSG_CLONE_SAMPLE_NOT_AUDIO,
  MSG_FAILED_TO_CLONE_VOICE,
  MSG_MISSING_REQUIRED_FIELDS,
  MSG_NAME_REQUIRED,
  MSG_NAME_TOO_LONG,
  MSG_NOT_VOICE_OWNER,
  MSG_SELECT_GENDER,
  MSG_SELECT_LANGUAGE,
  MSG_SELECT_LANGUAGE_DOT,
  MSG_SELECT_PROVIDER,
  MSG_UNAUTHORIZED,
  MSG_VOICE_ID_REQUIRED,
  VOICE_CLONES_STORAGE_DIR,
  cloneVoiceResponseSchema,
  type CloneVoiceResponse,
} from '@parley/domain';
import {
  elevenLabsError,
  FAKE_ELEVENLABS_LIBRARY,
  isWav,
  startFakeProviders,
  vowelWav,
  type RunningFakes,
} from '@parley/scripts/fakes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';
import { defaultBucket } from '../lib/storage';
import { newCaller, useApi, type Caller } from '../testing/api-client';
import { emulatorIdToken } from '../testing/id-token';
import { seedUser } from '../testing/seed';
import { seedVoice } from '../testing/seed-voice';
import { sweepExpiredCloneCandidates } from './clone-candidates';

const call = useApi();
let fakes: RunningFakes;
/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
const elevenlabs = () => must(fakes.servers.elevenlabs);
const cartesia = () => must(fakes.servers.cartesia);

beforeAll(async () => {
  fakes = await startFakeProviders();
  Object.assign(process.env, fakes.env);
});
afterEach(() => {
  elevenlabs().failWith(null);
  cartesia().failWith(null);
});
afterAll(async () => {
  for (const name of Object.keys(fakes.env)) Reflect.deleteProperty(process.env, name);
  await fakes.close();
});

async function signedUpCaller(): Promise<Caller> {
  const caller = newCaller('cloner');
  await seedUser(caller);
  return caller;
}

interface CloneFormInput {
  name?: string;
  gender?: string;
  language?: string;
  owner_uid?: string;
  file?: { bytes: Buffer; type: string; name: string } | null;
}

function cloneForm(caller: Caller, input: CloneFormInput = {}): FormData {
  const values = { name: 'Ada', gender: 'female', language: 'en', owner_uid: caller.uid, ...input };
  const form = new FormData();
  for (const key of ['name', 'gender', 'language', 'owner_uid'] as const) form.append(key, values[key]);
  const file =
    input.file === undefined
      ? { bytes: vowelWav({ seconds: 0.5 }), type: 'audio/wav', name: 'recording.wav' }
      : input.file;
  if (file) form.append('audio_file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const clone = (caller: Caller, input: CloneFormInput = {}) =>
  call(API_ROUTES.cloneVoice.method, API_ROUTES.cloneVoice.path, { caller, body: cloneForm(caller, input) });

const voice = async (id: string) => (await db().collection(COLLECTIONS.voices).doc(id).get()).data();
const candidate = async (id: string) =>
  (await db().collection(COLLECTIONS.voiceCloneCandidates).doc(id).get()).data();
const user = async (uid: string) => (await db().collection(COLLECTIONS.users).doc(uid).get()).data();

async function fetchAudio(url: string): Promise<{ type: string | null; bytes: Uint8Array }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('POST /public/voices/clone', () => {
  it('clones at both providers, stores playable samples and the two clone candidates', async () => {
    const caller = await signedUpCaller();
    const answer = await clone(caller, { language: 'fr' });
    expect(answer.status).toBe(200);
    const result: CloneVoiceResponse = cloneVoiceResponseSchema.parse(answer.body);
    const eleven = must(result.elevenlabs_voice);
    const carte = must(result.cartesia_voice);
    expect(elevenlabs().voices.has(eleven.ttsId)).toBe(true);
    expect(cartesia().voices.get(carte.ttsId)?.language).toBe('fr');

    for (const url of [must(result.elevenlabs_sample_url), must(result.cartesia_sample_url)]) {
      const audio = await fetchAudio(url);
      expect(audio.type).toBe('audio/wav');
      expect(isWav(audio.bytes)).toBe(true);
    }
    // Both clones are candidates, not library voices, until the user keeps one.
    expect(await candidate(eleven.id)).toMatchObject({
      id: eleven.id,
      name: 'Ada',
      ttsId: eleven.ttsId,
      provider: '11labs',
      gender: 'female',
      language: 'french',
      ownerUid: caller.uid,
      tags: [CLONE_VOICE_TAG],
      clipUrl: result.elevenlabs_sample_url,
      cloneProvider: 'elevenlabs',
    });
    expect(await candidate(carte.id)).toMatchObject({
      provider: 'cartesia',
      ttsId: carte.ttsId,
      ownerUid: caller.uid,
    });
    const owned = await db().collection(COLLECTIONS.voices).where('ownerUid', '==', caller.uid).get();
    expect(owned.empty).toBe(true);
    expect((await user(caller.uid))?.myVoiceIds ?? []).toEqual([]);
    // The sample sentence was spoken in the chosen language at ElevenLabs.
    const tts = elevenlabs().requests.find(
      (request) => request.path === `/v1/text-to-speech/${eleven.ttsId}`,
    );
    expect(JSON.parse(must(tts).body.toString('utf8'))).toMatchObject({ language_code: 'fr' });
  });

  it.each([
    ['name missing', { name: '' }, MSG_NAME_REQUIRED],
    ['name too long', { name: 'Bartholomew-Jones' }, MSG_NAME_TOO_LONG],
    ['gender', { gender: 'robot' }, MSG_SELECT_GENDER],
    ['language', { language: 'tlh' }, MSG_SELECT_LANGUAGE],
    ['file missing', { file: null }, MSG_MISSING_REQUIRED_FIELDS],
    [
      'not audio',
      { file: { bytes: Buffer.from('not a sound'), type: 'image/png', name: 'a.png' } },
      MSG_CLONE_SAMPLE_NOT_AUDIO,
    ],
    [
      'file over 10 MB',
      { file: { bytes: Buffer.alloc(CLONE_SAMPLE_MAX_BYTES + 1), type: 'audio/wav', name: 'long.wav' } },
      MSG_CLONE_FILE_TOO_LARGE,
    ],
  ] satisfies [string, CloneFormInput, string][])(
    'refuses %s with the spec text',
    async (_label, input, message) => {
      const caller = await signedUpCaller();
      const before = elevenlabs().requests.length + cartesia().requests.length;
      const answer = await clone(caller, input);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
      expect(elevenlabs().requests.length + cartesia().requests.length).toBe(before);
    },
  );

  it('does not clone for someone else', async () => {
    const caller = await signedUpCaller();
    const answer = await clone(caller, { owner_uid: 'someone-else' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(MSG_CLONE_FOR_YOURSELF_ONLY);
  });

  it.each(['elevenlabs', 'cartesia'] as const)(
    'still answers the other clone when %s is down',
    async (down) => {
      const caller = await signedUpCaller();
      must(fakes.servers[down]).failWith(503);
      const answer = await clone(caller);
      expect(answer.status).toBe(200);
      const result = cloneVoiceResponseSchema.parse(answer.body);
      const up = down === 'elevenlabs' ? 'cartesia' : 'elevenlabs';
      expect(result[`${down}_voice`]).toBeNull();
      expect(result[`${down}_sample_url`]).toBeNull();
      expect(result[`${up}_voice`]).not.toBeNull();
      const kept = await candidate(must(result[`${up}_voice`]).id);
      expect(kept?.cloneProvider).toBe(up);
    },
  );

  it("answers 'Failed to clone voice' and writes nothing when both providers are down", async () => {
    const caller = await signedUpCaller();
    elevenlabs().failWith(500);
    cartesia().failWith(500);
    const answer = await clone(caller);
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(MSG_FAILED_TO_CLONE_VOICE);
    const owned = await db().collection(COLLECTIONS.voices).where('ownerUid', '==', caller.uid).get();
    expect(owned.empty).toBe(true);
    expect((await user(caller.uid))?.myVoiceIds ?? []).toEqual([]);
  });

  it('refuses a caller without a profile before cloning anything', async () => {
    const caller = newCaller('no-profile');
    const before = elevenlabs().requests.length + cartesia().requests.length;
    const answer = await clone(caller);
    expect(answer.status).toBe(404);
    expect(answer.body.error?.details?.reason).toBe(API_ERROR_REASONS.userNotFound);
    expect(elevenlabs().requests.length + cartesia().requests.length).toBe(before);
    const [files] = await defaultBucket().getFiles({ prefix: `${VOICE_CLONES_STORAGE_DIR}/${caller.uid}/` });
    expect(files).toEqual([]);
  });

  it('refuses a missing or forged token before reading the upload', async () => {
    const caller = await signedUpCaller();
    const form = cloneForm(caller);
    const missing = await call('POST', API_ROUTES.cloneVoice.path, { body: form });
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe(MSG_UNAUTHORIZED);
    const forged = await call('POST', API_ROUTES.cloneVoice.path, {
      authorization: 'Bearer not-a-token',
      body: cloneForm(caller),
    });
    expect(forged.status).toBe(401);
  });
});

describe('PATCH /public/voices/{id}', () => {
  async function clonedPair(caller: Caller) {
    const result = cloneVoiceResponseSchema.parse((await clone(caller)).body);
    return { eleven: must(result.elevenlabs_voice), carte: must(result.cartesia_voice) };
  }
  const choose = (caller: Caller, id: string, body: Record<string, unknown>) =>
    call('PATCH', apiPath(API_ROUTES.chooseCloneProvider, { id }), { caller, body });

  it('keeps the chosen clone as a favourite library voice with the fallback; no candidate is left', async () => {
    const caller = await signedUpCaller();
    const { eleven, carte } = await clonedPair(caller);
    const answer = await choose(caller, carte.id, { cloneProvider: 'cartesia', fallbackTtsId: eleven.ttsId });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: carte.id,
      ttsId: carte.ttsId,
      provider: 'cartesia',
      fallbackTtsId: eleven.ttsId,
    });
    expect(await voice(carte.id)).toMatchObject({
      fallbackTtsId: eleven.ttsId,
      tags: [CLONE_VOICE_TAG],
      ownerUid: caller.uid,
      addedCount: 1,
    });
    expect(await voice(eleven.id)).toBeUndefined();
    expect(await candidate(carte.id)).toBeUndefined();
    expect(await candidate(eleven.id)).toBeUndefined();
    expect((await user(caller.uid))?.myVoiceIds).toEqual([carte.id]);
    // The other clone stays at its provider: it is the kept voice's fallback.
    expect(elevenlabs().voices.has(eleven.ttsId)).toBe(true);

    // A retry changes nothing more.
    const again = await choose(caller, carte.id, { cloneProvider: 'cartesia', fallbackTtsId: eleven.ttsId });
    expect(again.body).toEqual(answer.body);
    expect((await user(caller.uid))?.myVoiceIds).toEqual([carte.id]);
    expect((await voice(carte.id))?.addedCount).toBe(1);
  });

  it('only lets the owner choose', async () => {
    const owner = await signedUpCaller();
    const { eleven } = await clonedPair(owner);
    const stranger = await signedUpCaller();
    const answer = await choose(stranger, eleven.id, { cloneProvider: 'elevenlabs' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(MSG_NOT_VOICE_OWNER);
    expect(await candidate(eleven.id)).toBeDefined();
    expect(await voice(eleven.id)).toBeUndefined();
  });

  it('refuses an unknown provider, an unknown voice and a voice that is no clone', async () => {
    const caller = await signedUpCaller();
    const { eleven } = await clonedPair(caller);
    expect((await choose(caller, eleven.id, { cloneProvider: 'playht' })).status).toBe(400);
    expect((await choose(caller, 'no-such-voice', { cloneProvider: 'elevenlabs' })).status).toBe(404);
    const added = await seedVoice({ ownerUid: caller.uid });
    expect((await choose(caller, added.id, { cloneProvider: 'elevenlabs' })).status).toBe(404);
  });
});

describe('abandoned clones: DELETE /public/voices/clone/{id} and the expiry sweep', () => {
  async function clonedPair(caller: Caller) {
    const result = cloneVoiceResponseSchema.parse((await clone(caller)).body);
    return { eleven: must(result.elevenlabs_voice), carte: must(result.cartesia_voice) };
  }
  const discard = (caller: Caller, id: string) =>
    call('DELETE', apiPath(API_ROUTES.discardVoiceClone, { id }), { caller });
  const cloneFiles = async (uid: string) =>
    (await defaultBucket().getFiles({ prefix: `${VOICE_CLONES_STORAGE_DIR}/${uid}/` }))[0];

  /** Nothing of `uid`'s clone is left: no voice, no candidate, no favourite, no provider voice, no audio. */
  async function expectNothingLeft(uid: string, pair: Awaited<ReturnType<typeof clonedPair>>) {
    const owned = await db().collection(COLLECTIONS.voices).where('ownerUid', '==', uid).get();
    expect(owned.empty).toBe(true);
    const candidates = await db()
      .collection(COLLECTIONS.voiceCloneCandidates)
      .where('ownerUid', '==', uid)
      .get();
    expect(candidates.empty).toBe(true);
    expect((await user(uid))?.myVoiceIds ?? []).toEqual([]);
    expect(elevenlabs().voices.has(pair.eleven.ttsId)).toBe(false);
    expect(cartesia().voices.has(pair.carte.ttsId)).toBe(false);
    expect(await cloneFiles(uid)).toEqual([]);
  }

  it('Back or Cancel after a clone leaves no voice, favourite, provider voice or audio behind', async () => {
    const caller = await signedUpCaller();
    const pair = await clonedPair(caller);
    expect(await cloneFiles(caller.uid)).not.toEqual([]);
    const answer = await discard(caller, pair.eleven.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    await expectNothingLeft(caller.uid, pair);
    // A retry (or a Cancel after Back) is fine and changes nothing.
    expect((await discard(caller, pair.carte.id)).body).toEqual({ ok: true });
  });

  it("does not touch another user's clone", async () => {
    const owner = await signedUpCaller();
    const pair = await clonedPair(owner);
    const stranger = await signedUpCaller();
    expect((await discard(stranger, pair.eleven.id)).status).toBe(200);
    expect(await candidate(pair.eleven.id)).toBeDefined();
    expect(elevenlabs().voices.has(pair.eleven.ttsId)).toBe(true);
  });

  it('a kept clone cannot be discarded afterwards', async () => {
    const caller = await signedUpCaller();
    const pair = await clonedPair(caller);
    await call('PATCH', apiPath(API_ROUTES.chooseCloneProvider, { id: pair.eleven.id }), {
      caller,
      body: { cloneProvider: 'elevenlabs' },
    });
    expect((await discard(caller, pair.eleven.id)).status).toBe(200);
    expect(await voice(pair.eleven.id)).toBeDefined();
    expect(elevenlabs().voices.has(pair.eleven.ttsId)).toBe(true);
  });

  it('the sweep removes clones whose candidates expired (a closed tab) and keeps fresh ones', async () => {
    const caller = await signedUpCaller();
    const stale = await clonedPair(caller);
    const later = new Date(Date.now() + CLONE_CANDIDATE_LIFETIME_MS + 1000);
    // Only the stale clone is past its lifetime at `later`: the fresh one is made after moving it back.
    for (const id of [stale.eleven.id, stale.carte.id]) {
      await db()
        .collection(COLLECTIONS.voiceCloneCandidates)
        .doc(id)
        .update({ expireAt: Timestamp.fromMillis(Date.now() - 1000) });
    }
    const fresh = await clonedPair(caller);
    expect(await sweepExpiredCloneCandidates(new Date())).toBeGreaterThanOrEqual(1);
    expect(await candidate(stale.eleven.id)).toBeUndefined();
    expect(await candidate(stale.carte.id)).toBeUndefined();
    expect(elevenlabs().voices.has(stale.eleven.ttsId)).toBe(false);
    expect(cartesia().voices.has(stale.carte.ttsId)).toBe(false);
    expect(await candidate(fresh.eleven.id)).toBeDefined();

    await sweepExpiredCloneCandidates(later);
    await expectNothingLeft(caller.uid, fresh);
  });
});

describe('POST /public/voices/add-by-provider', () => {
  const add = (caller: Caller | null, body: Record<string, unknown>) =>
    call('POST', API_ROUTES.addVoiceByProvider.path, { caller, body });
  const rachel = must(FAKE_ELEVENLABS_LIBRARY[0]);

  it('adds the ElevenLabs voice to the caller, once', async () => {
    const caller = await signedUpCaller();
    const answer = await add(caller, { provider: '11labs', id: rachel.voice_id, language: 'en' });
    expect(answer.status).toBe(200);
    const id = String(answer.body.id);
    expect(answer.body).toMatchObject({ name: 'Rachel', ttsId: rachel.voice_id, provider: '11labs' });
    const stored = await voice(id);
    expect(stored).toMatchObject({
      name: 'Rachel',
      ttsId: rachel.voice_id,
      provider: '11labs',
      gender: 'female',
      accent: 'american',
      language: 'english',
      ownerUid: caller.uid,
    });
    expect(isWav((await fetchAudio(String(stored?.clipUrl))).bytes)).toBe(true);
    const again = await add(caller, { provider: '11labs', id: rachel.voice_id, language: 'en' });
    expect(again.body.id).toBe(id);
  });

  it("answers the provider's detail when it gives one", async () => {
    const caller = await signedUpCaller();
    const answer = await add(caller, { provider: '11labs', id: 'unknown-voice', language: 'en' });
    expect(answer.status).toBe(404);
    const detail = 'A voice with the voice_id unknown-voice was not found.';
    expect(answer.body).toMatchObject({ message: detail, detail });
  });

  it("answers 'Failed to add voice (status)' when the provider gives no detail", async () => {
    const caller = await signedUpCaller();
    elevenlabs().failWith(500);
    const answer = await add(caller, { provider: '11labs', id: rachel.voice_id, language: 'en' });
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('Failed to add voice (500)');
    expect(answer.body.detail).toBeUndefined();
  });

  it('passes on a detail the provider sends with a failure status', async () => {
    const caller = await signedUpCaller();
    elevenlabs().failWith(429, elevenLabsError('too_many_concurrent_requests', 'Too many requests.'));
    const answer = await add(caller, { provider: '11labs', id: rachel.voice_id, language: 'en' });
    expect(answer.status).toBe(429);
    expect(answer.body.detail).toBe('Too many requests.');
  });

  it.each([
    [{ provider: '', id: 'x', language: 'en' }, MSG_SELECT_PROVIDER],
    [{ provider: '11labs', id: ' ', language: 'en' }, MSG_VOICE_ID_REQUIRED],
    [{ provider: '11labs', id: 'x', language: '' }, MSG_SELECT_LANGUAGE_DOT],
  ])('validates %o', async (body, message) => {
    const caller = await signedUpCaller();
    const answer = await add(caller, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('refuses a missing or forged token', async () => {
    const body = { provider: '11labs', id: rachel.voice_id, language: 'en' };
    expect((await add(null, body)).status).toBe(401);
    const forged = await call('POST', API_ROUTES.addVoiceByProvider.path, {
      authorization: `Bearer ${emulatorIdToken('x').slice(0, -4)}zzzz`,
      body,
    });
    expect(forged.status).toBe(401);
  });
});
