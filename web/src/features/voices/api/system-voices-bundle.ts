// The System voices from the cached Firestore bundle (GET /public/voices/system-bundle), fetched once
// per TTL and decoded here, so opening the library reads no System voice documents from the server.
// Not loaded into the SDK's cache (loadBundle + namedQuery): that took ~4 s of main thread for 10,000
// voices, one queued cache write per document, where decoding the bundle's JSON takes a fraction of it.
import {
  bundleReadTimeMillis,
  parseBundle,
  SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS,
  SYSTEM_VOICES_NAMED_QUERY,
  type Voice,
} from '@parley/domain';
import type { Firestore } from 'firebase/firestore';
import { decodeFieldsJson } from '../../../lib/firestore-value-json';
import { voicesFromDocuments } from './merge-voice-library';

export interface BundledSystemVoices {
  readonly voices: Voice[];
  /** The bundle's read time (epoch ms): System voices with a later updatedAt are listened to live. */
  readonly readTimeMillis: number;
}

/** Fetches the bundle's bytes as text (the format is UTF-8 JSON with byte-length prefixes). */
export type FetchSystemVoicesBundle = () => Promise<string>;

/** The System voices in bundle text: the documents its named query lists. */
export function systemVoicesInBundle(text: string): BundledSystemVoices {
  const bytes = new TextEncoder().encode(text);
  const elements = parseBundle(bytes);
  if (!elements.some((element) => element.namedQuery?.name === SYSTEM_VOICES_NAMED_QUERY)) {
    throw new Error(`The System voices bundle has no named query ${SYSTEM_VOICES_NAMED_QUERY}`);
  }
  const documents: { id: string; data: unknown }[] = [];
  let listed = false;
  for (const element of elements) {
    // Each document follows its metadata, which names the queries it answers.
    if (element.documentMetadata)
      listed = element.documentMetadata.queries?.includes(SYSTEM_VOICES_NAMED_QUERY) ?? false;
    const document = element.document;
    if (document && listed) {
      documents.push({
        id: document.name.slice(document.name.lastIndexOf('/') + 1),
        data: decodeFieldsJson(document.fields),
      });
    }
  }
  return { voices: voicesFromDocuments(documents), readTimeMillis: bundleReadTimeMillis(bytes) };
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
  const result = fetchBundle().then(systemVoicesInBundle);
  loads.set(firestore, { loadedAt: now, result });
  result.catch(() => {
    if (loads.get(firestore)?.result === result) loads.delete(firestore);
  });
  return result;
}
