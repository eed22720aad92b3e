// How the voice library's sources combine into one list. Pure, so it is tested
// without Firestore.
import { parseVoices, type Voice } from '@parley/domain';

/** What each live source has delivered so far; undefined while it is still loading. */
export interface VoiceLibraryParts {
  /** System voices from the cached bundle, as of its read time. */
  readonly bundle: readonly Voice[] | undefined;
  /** System voices changed after the bundle's read time (addedCount moves, new voices). */
  readonly changedSinceBundle: readonly Voice[] | undefined;
  /** The signed-in user's own voices. */
  readonly own: readonly Voice[] | undefined;
  /** The agent owner's voices (the same as `own` when the user owns the agent). */
  readonly agentOwner: readonly Voice[] | undefined;
  /** The agent's current voice: null when it has none or the caller may not read it. */
  readonly current: Voice | null | undefined;
}

export const NO_PARTS: VoiceLibraryParts = {
  bundle: undefined,
  changedSinceBundle: undefined,
  own: undefined,
  agentOwner: undefined,
  current: undefined,
};

/** Whether every source has answered at least once. */
export function partsReady(parts: VoiceLibraryParts): boolean {
  return Object.values(parts).every((part) => part !== undefined);
}

/**
 * One voice per id across the sources; a later source wins over an earlier one, so a voice changed
 * since the bundle replaces its bundled copy (the bundle is the oldest data).
 */
export function mergeVoiceLibrary(parts: VoiceLibraryParts): Voice[] {
  const byId = new Map<string, Voice>();
  const sources = [parts.bundle, parts.changedSinceBundle, parts.own, parts.agentOwner];
  for (const source of sources) for (const voice of source ?? []) byId.set(voice.id, voice);
  if (parts.current) byId.set(parts.current.id, parts.current);
  return [...byId.values()];
}

/**
 * Voices from raw Firestore data (Timestamps already turned into Dates), the id from the document:
 * a document failing the schema is skipped (domain parseVoices), so one bad voice never empties the library.
 */
export function voicesFromDocuments(documents: readonly { id: string; data: unknown }[]): Voice[] {
  return parseVoices(
    documents.map(({ id, data }) => ({ ...(typeof data === 'object' && data !== null ? data : {}), id })),
  );
}
