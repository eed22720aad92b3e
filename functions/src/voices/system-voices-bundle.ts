import {
  API_ROUTES,
  COLLECTIONS,
  SYSTEM_OWNER_UID,
  SYSTEM_VOICES_BUNDLE_ID,
  SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS,
  SYSTEM_VOICES_NAMED_QUERY,
} from '@parley/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { defineRoute } from '../api/route-definition';
import { buildBundle } from '../lib/build-bundle';
import { db } from '../lib/firestore';

interface BuiltBundle {
  readonly bytes: Buffer;
  readonly builtAt: number;
}

/** The bundle this instance last built; every request within the TTL shares it (and one build in flight). */
let cached: Promise<BuiltBundle> | null = null;

/** The System voices of `firestore` as a Firestore bundle with the named query the web runs from its cache. */
export async function buildSystemVoicesBundle(firestore: Firestore = db()): Promise<Buffer> {
  const query = firestore.collection(COLLECTIONS.voices).where('ownerUid', '==', SYSTEM_OWNER_UID);
  const snapshot = await query.get();
  return buildBundle(firestore.bundle(SYSTEM_VOICES_BUNDLE_ID).add(SYSTEM_VOICES_NAMED_QUERY, snapshot));
}

/** The cached bundle while fresh, else a new one; a failed build is not cached. */
export async function systemVoicesBundle(now = Date.now()): Promise<Buffer> {
  const current = cached ? await cached.catch(() => null) : null;
  if (!current || now - current.builtAt >= SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS * 1000) {
    const building = buildSystemVoicesBundle().then((bytes) => ({ bytes, builtAt: now }));
    cached = building;
    building.catch(() => {
      if (cached === building) cached = null;
    });
    return (await building).bytes;
  }
  return current.bytes;
}

/** Forgets the cached bundle (tests, and nothing else: production relies on the TTL). */
export function resetSystemVoicesBundleCache(): void {
  cached = null;
}

/**
 * GET /public/voices/system-bundle: every System voice as one Firestore bundle, so opening the voice
 * library costs one cached HTTP response instead of a read per voice (10,000 System voices would be
 * 10,000 reads per open). Bearer token required like every route; the answer is the same for everyone,
 * built at most once per SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS per instance and cacheable by the browser
 * for as long. The bundle's createTime is its read time: the web listens for System voices with
 * updatedAt after it. The router answers JSON, so the bytes go out through the Express response.
 */
export const systemVoicesBundleRoute = defineRoute(
  API_ROUTES.systemVoicesBundle,
  z.object({}),
  async ({ req }): Promise<void> => {
    const bytes = await systemVoicesBundle();
    req.res
      ?.status(200)
      .set('Content-Type', 'application/octet-stream')
      .set('Cache-Control', `private, max-age=${SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS}`)
      .send(bytes);
  },
);
