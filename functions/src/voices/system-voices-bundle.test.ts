import {
  API_ROUTES,
  COLLECTIONS,
  parseBundle,
  SYSTEM_OWNER_UID,
  SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS,
  SYSTEM_VOICES_NAMED_QUERY,
} from '@parley/domain';
import { onRequest } from 'firebase-functions/https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiHandler } from '../api/router';
import { db } from '../lib/firestore';
import { bearerFor, newCaller } from '../testing/api-client';
import { startFakeAuthEmulator } from '../testing/fake-auth-emulator';
import { seedVoice } from '../testing/seed-voice';
import { serveFunction, type ServedFunction } from '../testing/serve-function';
import {
  resetSystemVoicesBundleCache,
  systemVoicesBundle,
  systemVoicesBundleRoute,
} from './system-voices-bundle';

const { method, path } = API_ROUTES.systemVoicesBundle;

// The route answers bytes, not JSON, so it is served on its own and read raw.
let served: ServedFunction;
let auth: Awaited<ReturnType<typeof startFakeAuthEmulator>>;
beforeAll(async () => {
  auth = await startFakeAuthEmulator();
  served = await serveFunction(onRequest(createApiHandler([systemVoicesBundleRoute])));
});
afterAll(async () => {
  await served.close();
  await auth.close();
});
const get = (authorization?: string) =>
  fetch(`${served.url}${path}`, { method, headers: authorization ? { authorization } : {} });

/** The voice ids a bundle holds. */
const voiceIdsIn = (bytes: Uint8Array): string[] =>
  parseBundle(bytes).flatMap((element) => {
    const name = element.document?.name;
    return name ? [name.slice(name.lastIndexOf('/') + 1)] : [];
  });

const systemVoiceIds = async (): Promise<string[]> =>
  (await db().collection(COLLECTIONS.voices).where('ownerUid', '==', SYSTEM_OWNER_UID).get()).docs.map(
    (doc) => doc.id,
  );

beforeEach(() => {
  resetSystemVoicesBundleCache();
});

describe('GET /public/voices/system-bundle', () => {
  it('answers every System voice, and only those, as a bundle with the named query, cacheable', async () => {
    const system = await seedVoice();
    const personal = await seedVoice({ ownerUid: 'someone' });
    const response = await get(bearerFor(newCaller()));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      `private, max-age=${SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS}`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const elements = parseBundle(bytes);
    expect(elements.map((element) => element.namedQuery?.name).filter(Boolean)).toEqual([
      SYSTEM_VOICES_NAMED_QUERY,
    ]);
    const ids = voiceIdsIn(bytes);
    expect(ids).toContain(system.id);
    expect(ids).not.toContain(personal.id);
    expect(ids.sort()).toEqual((await systemVoiceIds()).sort());
  });

  it('refuses a caller without a bearer token', async () => {
    const response = await get();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { details: { reason: 'unauthenticated' } } });
  });

  it('serves the cached bundle within the TTL and rebuilds after it', async () => {
    const start = Date.now();
    const first = await systemVoicesBundle(start);
    const added = await seedVoice();
    expect(voiceIdsIn(await systemVoicesBundle(start + 1000))).toEqual(voiceIdsIn(first));
    expect(voiceIdsIn(first)).not.toContain(added.id);
    const rebuilt = await systemVoicesBundle(start + SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS * 1000 + 1);
    expect(voiceIdsIn(rebuilt)).toContain(added.id);
  });
});
