// The web's voice-library data layer (web/src/features/voices/api) against the emulators, as two
// browsers would run it: one user's library stays live while another user favourites a System voice.
// It lives here because this project has the emulator harness; the code under test is the web's.
import { getTestEnv } from '@parley/scripts/testing';
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  subscribeVoiceLibrary,
  type VoiceLibrarySnapshot,
} from '../../../web/src/features/voices/api/voice-library-source';
import { ACCOUNTS_TEST_PROJECT } from '../testing/accounts-project';
import { newCaller, useApi, type Caller } from '../testing/api-client';
import { emulatorIdToken } from '../testing/id-token';
import { invokeCallable } from '../testing/invoke-callable';
import { seedOrg, seedUser, uniqueId } from '../testing/seed';
import { seedVoice } from '../testing/seed-voice';
import { useRulesEnv } from '../security-rules/rules-env';
import { systemVoicesBundle } from './system-voices-bundle';
import { toggleFavouriteVoice } from './toggle-favourite-voice';

useApi(); // the fake Auth emulator for the callable
// The repository's rules on the Admin SDK's project, so the browsers below are checked as in production.
useRulesEnv(ACCOUNTS_TEST_PROJECT);

const browsers: Firestore[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((firestore) => terminate(firestore)));
});

/** A web-SDK Firestore signed in as `uid`, on the harness's emulator and the Admin SDK's project (the bundle's). */
function browserAs(uid: string): Firestore {
  const { firestore: host } = getTestEnv();
  const projectId = ACCOUNTS_TEST_PROJECT;
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, uniqueId('browser'));
  const firestore = getFirestore(app);
  const [hostname = '127.0.0.1', port = '0'] = host.split(':');
  connectFirestoreEmulator(firestore, hostname, Number(port), { mockUserToken: { user_id: uid, sub: uid } });
  browsers.push(firestore);
  return firestore;
}

const fetchBundle = async () => (await systemVoicesBundle()).toString('utf8');

/** Subscribes and resolves with the first snapshot that satisfies `until`. */
function librarySnapshots(firestore: Firestore, scope: Parameters<typeof subscribeVoiceLibrary>[2]) {
  let latest: VoiceLibrarySnapshot = { status: 'loading', voices: [] };
  const waiters: { until: (snapshot: VoiceLibrarySnapshot) => boolean; resolve: () => void }[] = [];
  const unsubscribe = subscribeVoiceLibrary(firestore, fetchBundle, scope, (snapshot) => {
    latest = snapshot;
    for (const waiter of [...waiters]) {
      if (waiter.until(snapshot)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  const next = (until: (snapshot: VoiceLibrarySnapshot) => boolean): Promise<VoiceLibrarySnapshot> =>
    until(latest)
      ? Promise.resolve(latest)
      : new Promise((resolve) =>
          waiters.push({
            until,
            resolve: () => {
              resolve(latest);
            },
          }),
        );
  return { next, unsubscribe };
}

const as = (caller: Caller) => emulatorIdToken(caller.uid, { email: caller.email });

describe('voice library data layer, live', () => {
  it('lists System (from the bundle), own and agent-owner voices, and a favourite elsewhere moves addedCount live', async () => {
    const [alice, bob, carol, dave] = [
      newCaller('alice'),
      newCaller('bob'),
      newCaller('carol'),
      newCaller('dave'),
    ];
    const org = await seedOrg({ owner: bob, members: [alice] });
    await seedUser(alice, { orgIds: [org.id] });
    await seedUser(bob, { orgIds: [org.id] });
    await seedUser(carol, { orgIds: ['elsewhere'] });
    await seedUser(dave);
    const system = await seedVoice({ addedCount: 4 });
    const own = await seedVoice({ ownerUid: alice.uid });
    const owners = await seedVoice({ ownerUid: bob.uid });
    const strangers = await seedVoice({ ownerUid: carol.uid });

    // The agent's current voice is a stranger's: the rules refuse it, so it is left out, not an error.
    const library = librarySnapshots(browserAs(alice.uid), {
      userUid: alice.uid,
      agentOwnerUid: bob.uid,
      currentVoiceId: strangers.id,
    });
    const ready = await library.next((snapshot) => snapshot.status !== 'loading');
    expect(ready.status).toBe('ready');
    const ids = ready.voices.map((voice) => voice.id);
    expect(ids).toEqual(expect.arrayContaining([system.id, own.id, owners.id]));
    expect(ids).not.toContain(strangers.id);
    expect(ready.voices.find((voice) => voice.id === system.id)?.addedCount).toBe(4);

    // "Another browser": dave favourites the System voice through the callable.
    expect(
      (await invokeCallable(toggleFavouriteVoice, { voiceId: system.id, favourite: true }, as(dave)))
        .httpStatus,
    ).toBe(200);
    const moved = await library.next((snapshot) =>
      snapshot.voices.some((voice) => voice.id === system.id && voice.addedCount === 5),
    );
    expect(moved.status).toBe('ready');
    expect(moved.voices.filter((voice) => voice.id === system.id)).toHaveLength(1);
    library.unsubscribe();
  });

  it("includes the agent's current voice when it is readable", async () => {
    const [alice, bob] = [newCaller('alice'), newCaller('bob')];
    const org = await seedOrg({ owner: bob, members: [alice] });
    await seedUser(alice, { orgIds: [org.id] });
    await seedUser(bob, { orgIds: [org.id] });
    const current = await seedVoice({ ownerUid: bob.uid });
    const library = librarySnapshots(browserAs(alice.uid), {
      userUid: alice.uid,
      agentOwnerUid: alice.uid,
      currentVoiceId: current.id,
    });
    const ready = await library.next((snapshot) => snapshot.status !== 'loading');
    expect(ready.voices.map((voice) => voice.id)).toContain(current.id);
    library.unsubscribe();
  });
});
