import { API_ERROR_REASONS, COLLECTIONS, MSG_VIEWER_READ_ONLY, MSG_VOICE_NOT_FOUND } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi, type Caller } from '../testing/api-client';
import { emulatorIdToken } from '../testing/id-token';
import { invokeCallable } from '../testing/invoke-callable';
import { seedOrg, seedUser } from '../testing/seed';
import { seedVoice } from '../testing/seed-voice';
import { toggleFavouriteVoice } from './toggle-favourite-voice';

useApi(); // starts the fake Auth emulator the callables verify tokens against
const as = (caller: Caller) => emulatorIdToken(caller.uid, { email: caller.email });
const toggle = (caller: Caller | null, data: unknown) =>
  invokeCallable(toggleFavouriteVoice, data, caller ? as(caller) : undefined);

const addedCount = async (voiceId: string) =>
  (await db().collection(COLLECTIONS.voices).doc(voiceId).get()).get('addedCount') as number;
const myVoiceIds = async (uid: string) =>
  (await db().collection(COLLECTIONS.users).doc(uid).get()).get('myVoiceIds') as string[];

async function signedInUser(label = 'user'): Promise<Caller> {
  const caller = newCaller(label);
  await seedUser(caller);
  return caller;
}

describe('toggleFavouriteVoice', () => {
  it('adds: appends to myVoiceIds, raises addedCount, bumps updatedAt; removing undoes both', async () => {
    const user = await signedInUser();
    const voice = await seedVoice({ addedCount: 7 });
    const added = await toggle(user, { voiceId: voice.id, favourite: true });
    expect(added).toEqual({ httpStatus: 200, result: { voiceId: voice.id, favourite: true, addedCount: 8 } });
    expect(await myVoiceIds(user.uid)).toEqual([voice.id]);
    expect(await addedCount(voice.id)).toBe(8);
    const stored = await db().collection(COLLECTIONS.voices).doc(voice.id).get();
    expect(stored.get('updatedAt')).toBeDefined();

    const removed = await toggle(user, { voiceId: voice.id, favourite: false });
    expect(removed.result).toEqual({ voiceId: voice.id, favourite: false, addedCount: 7 });
    expect(await myVoiceIds(user.uid)).toEqual([]);
    expect(await addedCount(voice.id)).toBe(7);
  });

  it('is idempotent: a retried add or remove changes nothing', async () => {
    const user = await signedInUser();
    const voice = await seedVoice();
    for (let attempt = 0; attempt < 3; attempt += 1)
      await toggle(user, { voiceId: voice.id, favourite: true });
    expect(await myVoiceIds(user.uid)).toEqual([voice.id]);
    expect(await addedCount(voice.id)).toBe(1);
    for (let attempt = 0; attempt < 3; attempt += 1)
      await toggle(user, { voiceId: voice.id, favourite: false });
    expect(await myVoiceIds(user.uid)).toEqual([]);
    expect(await addedCount(voice.id)).toBe(0);
  });

  it('never lowers addedCount below 0', async () => {
    const voice = await seedVoice({ addedCount: 0 });
    const user = newCaller();
    await seedUser(user, { myVoiceIds: [voice.id] }); // a favourite the counter never saw
    const answer = await toggle(user, { voiceId: voice.id, favourite: false });
    expect(answer.result).toMatchObject({ addedCount: 0 });
    expect(await addedCount(voice.id)).toBe(0);
    expect(await myVoiceIds(user.uid)).toEqual([]);
  });

  it('50 users adding the same voice at once end at exactly 50', async () => {
    const voice = await seedVoice();
    const users = await Promise.all(Array.from({ length: 50 }, () => signedInUser('fan')));
    const answers = await Promise.all(
      users.map((user) => toggle(user, { voiceId: voice.id, favourite: true })),
    );
    expect(answers.map((answer) => answer.httpStatus)).toEqual(users.map(() => 200));
    expect(await addedCount(voice.id)).toBe(50);
  });

  it("one user's 50 racing adds and removes leave list and count consistent", async () => {
    const user = await signedInUser();
    const voice = await seedVoice({ addedCount: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        toggle(user, { voiceId: voice.id, favourite: index % 2 === 0 }),
      ),
    );
    expect(answers.every((answer) => answer.httpStatus === 200)).toBe(true);
    const favourite = (await myVoiceIds(user.uid)).includes(voice.id);
    expect(await myVoiceIds(user.uid)).toEqual(favourite ? [voice.id] : []);
    expect(await addedCount(voice.id)).toBe(favourite ? 11 : 10);
  });

  it("favourites own and teammates' voices, refuses a stranger's as not found", async () => {
    const [user, teammate, stranger] = [newCaller('user'), newCaller('mate'), newCaller('stranger')];
    const org = await seedOrg({ owner: teammate, members: [user] });
    await seedUser(user, { orgIds: [org.id] });
    await seedUser(teammate, { orgIds: [org.id] });
    await seedUser(stranger, { orgIds: ['elsewhere'] });
    const own = await seedVoice({ ownerUid: user.uid });
    const teammates = await seedVoice({ ownerUid: teammate.uid });
    const strangers = await seedVoice({ ownerUid: stranger.uid });
    expect((await toggle(user, { voiceId: own.id, favourite: true })).httpStatus).toBe(200);
    expect((await toggle(user, { voiceId: teammates.id, favourite: true })).httpStatus).toBe(200);
    const refused = await toggle(user, { voiceId: strangers.id, favourite: true });
    expect(refused).toMatchObject({
      httpStatus: 404,
      error: { message: MSG_VOICE_NOT_FOUND, details: { reason: 'voice-not-found' } },
    });
    expect(await addedCount(strangers.id)).toBe(0);
    expect(await myVoiceIds(user.uid)).toEqual([own.id, teammates.id]);
  });

  it('refuses a VIEWER (read-only): neither list nor count moves', async () => {
    const viewer = newCaller('viewer');
    await seedUser(viewer, { role: 'VIEWER' });
    const voice = await seedVoice({ addedCount: 2 });
    expect(await toggle(viewer, { voiceId: voice.id, favourite: true })).toMatchObject({
      httpStatus: 403,
      error: { message: MSG_VIEWER_READ_ONLY, details: { reason: API_ERROR_REASONS.insufficientRole } },
    });
    expect(await myVoiceIds(viewer.uid)).toEqual([]);
    expect(await addedCount(voice.id)).toBe(2);
  });

  it('refuses an unknown voice, bad input and a missing token', async () => {
    const user = await signedInUser();
    const voice = await seedVoice();
    expect((await toggle(user, { voiceId: 'no-such-voice', favourite: true })).error).toMatchObject({
      details: { reason: 'voice-not-found' },
    });
    for (const bad of [
      { voiceId: voice.id },
      { voiceId: '', favourite: true },
      { voiceId: voice.id, favourite: 'yes' },
    ]) {
      expect(await toggle(user, bad)).toMatchObject({
        httpStatus: 400,
        error: { details: { reason: 'invalid-input' } },
      });
    }
    expect(await toggle(null, { voiceId: voice.id, favourite: true })).toMatchObject({
      httpStatus: 401,
      error: { details: { reason: 'unauthenticated' } },
    });
    expect(await addedCount(voice.id)).toBe(0);
  });
});
