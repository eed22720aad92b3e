// The System voices from the cached Firestore bundle (GET /public/voices/system-bundle): loaded into the
// Firestore cache once per TTL and read back through the bundle's named query, so opening the library
// reads no System voice documents from the server.
import {
  bundleReadTimeMillis,
  SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS,
  SYSTEM_VOICES_NAMED_QUERY,
  type Voice,
} from '@parley/domain';
import { getDocsFromCache, loadBundle, namedQuery, type Firestore } from 'firebase/firestore';
import { timestampsToDates } from '../../../lib/firestore-converter';
import { voicesFromDocuments } from './merge-voice-library';

export interface BundledSystemVoices {
  readonly voices: Voice[];
  /** The bundle's read time (epoch ms): System voices with a later updatedAt are listened to live. */
  readonly readTimeMillis: number;
}

/** Fetches the bundle's bytes as text (the format is UTF-8 JSON with byte-length prefixes). */
export type FetchSystemVoicesBundle = () => Promise<string>;

/** Loads bundle text into `firestore`'s cache and reads the System voices back from it. */
export async function loadSystemVoicesBundle(
  firestore: Firestore,
  text: string,
): Promise<BundledSystemVoices> {
  await loadBundle(firestore, text);
  const query = await namedQuery(firestore, SYSTEM_VOICES_NAMED_QUERY);
  if (!query) throw new Error(`The System voices bundle has no named query ${SYSTEM_VOICES_NAMED_QUERY}`);
  const snapshot = await getDocsFromCache(query);
  return {
    voices: voicesFromDocuments(
      snapshot.docs.map((doc) => ({ id: doc.id, data: timestampsToDates(doc.data()) })),
    ),
    readTimeMillis: bundleReadTimeMillis(new TextEncoder().encode(text)),
  };
}

interface CachedLoad {
  readonly loadedAt: number;
  readonly result: Promise<BundledSystemVoices>;
}

const loads = new WeakMap<Firestore, CachedLoad>();

/**
 * The System voices for `firestore`, fetching and loading the bundle at most once per
 * SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS (the server's cache lifetime), so reopening the library within it
 * costs nothing. A failed load is forgotten, so the next open retries.
 */
export function systemVoicesFromBundle(
  firestore: Firestore,
  fetchBundle: FetchSystemVoicesBundle,
  now = Date.now(),
): Promise<BundledSystemVoices> {
  const cached = loads.get(firestore);
  if (cached && now - cached.loadedAt < SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS * 1000) return cached.result;
  const result = fetchBundle().then((text) => loadSystemVoicesBundle(firestore, text));
  loads.set(firestore, { loadedAt: now, result });
  result.catch(() => {
    if (loads.get(firestore)?.result === result) loads.delete(firestore);
  });
  return result;
}
