// The voice table's search box, Filters popover and 'Your Favorites' toggle.
import type { VoiceFilterGroup } from '../data/voice-catalogue';
import type { Voice } from '../schemas/voice';
import { providerLabel, voiceTags } from './voices';

/** Selected option values per filter group; an empty or missing group does not filter. */
export type VoiceFilters = Partial<Record<VoiceFilterGroup['key'], readonly string[]>>;

export interface VoiceQuery {
  readonly search?: string;
  readonly filters?: VoiceFilters;
  readonly favouritesOnly?: boolean;
  readonly myVoiceIds?: readonly string[];
}

const same = (a: string, b: string): boolean => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

function hasFeature(voice: Voice, feature: string): boolean {
  if (feature === 'multilingual' && voice.isMultiLingualSupport) return true;
  return voice.tags.some((tag) => same(tag.replace(/[\s-]/g, '_'), feature));
}

function matchesGroup(voice: Voice, key: VoiceFilterGroup['key'], selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  switch (key) {
    case 'language':
      return selected.some((value) => same(voice.language, value));
    case 'gender':
      return selected.some((value) => same(voice.gender, value));
    case 'accent':
      return selected.some((value) => same(voice.accent, value));
    case 'provider':
      return selected.includes(voice.provider);
    case 'feature':
      return selected.some((value) => hasFeature(voice, value));
  }
}

// Voice snapshots are never mutated, so each one's search text is built once, not on every keystroke:
// with ten thousand voices, rebuilding the tags per keystroke costs more than the search itself.
const searchTexts = new WeakMap<Voice, string>();

function searchText(voice: Voice): string {
  let text = searchTexts.get(voice);
  if (text === undefined) {
    text = [voice.name, providerLabel(voice), ...voiceTags(voice), ...voice.tags].join(' ').toLowerCase();
    searchTexts.set(voice, text);
  }
  return text;
}

/** `needle` is already trimmed and lower-cased (once per query, not once per voice). */
function matchesSearch(voice: Voice, needle: string): boolean {
  return needle === '' || searchText(voice).includes(needle);
}

/**
 * The voices the table shows: matching the search (name, tags, provider), every filter group (any
 * selected option within a group, all groups together), and the favourites toggle.
 */
export function filterVoices(voices: readonly Voice[], query: VoiceQuery): Voice[] {
  const favourites = new Set(query.myVoiceIds ?? []);
  const groups = Object.entries(query.filters ?? {}) as [VoiceFilterGroup['key'], readonly string[]][];
  const needle = (query.search ?? '').trim().toLowerCase();
  return voices.filter(
    (voice) =>
      (!query.favouritesOnly || favourites.has(voice.id)) &&
      matchesSearch(voice, needle) &&
      groups.every(([key, selected]) => matchesGroup(voice, key, selected)),
  );
}
