// Pure helpers for generate-area-codes.ts, kept apart so they can be tested without reading files.
import { REGIONS } from '../src/data/regions';

/** Names the geocoding data uses that are not the region's plain name. */
const NAME_ALIASES: Readonly<Record<string, string>> = {
  'Washington State': 'WA',
  'Washington D.C.': 'DC',
  'Washington DC': 'DC',
  Québec: 'QC',
};

const CODE_BY_NAME = new Map<string, string>(
  Object.entries(REGIONS).map(([code, info]) => [info.name, code] as const),
);

/**
 * Reads the two-letter region out of one geocoding description: 'Jersey City, NJ' → 'NJ',
 * 'New Jersey' → 'NJ', 'Washington State' → 'WA'. Returns null for anything else.
 */
export function regionFromDescription(description: string): string | null {
  const trimmed = description.trim();
  const suffix = /,\s*([A-Z]{2})$/.exec(trimmed)?.[1];
  if (suffix !== undefined && suffix in REGIONS) return suffix;
  if (trimmed in REGIONS) return trimmed;
  return NAME_ALIASES[trimmed] ?? CODE_BY_NAME.get(trimmed) ?? null;
}

/**
 * Picks the region an area code belongs to from all geocoding entries under it: the region of the
 * area-level entry (exactly 3 digits) when it names one, else the most frequent region among the
 * city-level entries (ties go to the alphabetically first code, so output is stable).
 */
export function voteRegion(
  entries: readonly (readonly [prefix: string, description: string])[],
  country: 'US' | 'CA',
): string | null {
  const counts = new Map<string, number>();
  for (const [prefix, description] of entries) {
    const region = regionFromDescription(description);
    if (region === null || REGIONS[region]?.country !== country) continue;
    if (prefix.length === 3) return region;
    counts.set(region, (counts.get(region) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return ranked[0]?.[0] ?? null;
}

/**
 * Every IANA zone an area code's numbers may be in, from libphonenumber's timezone map (keys are
 * '1' + area code, or longer prefixes where an area code spans zones: '1208', '1208234'…). The union
 * of all entries under the code, sorted so the output is stable; the bare '1' country entry, which
 * lists every NANP zone, is ignored.
 */
export function zonesByAreaCode(timezones: Readonly<Record<string, string>>): Map<string, string[]> {
  const zones = new Map<string, Set<string>>();
  for (const [prefix, list] of Object.entries(timezones)) {
    if (!prefix.startsWith('1') || prefix.length < 4) continue;
    const code = prefix.slice(1, 4);
    const set = zones.get(code) ?? new Set<string>();
    for (const zone of list.split('&')) if (zone !== '') set.add(zone);
    zones.set(code, set);
  }
  return new Map([...zones].map(([code, set]) => [code, [...set].sort()]));
}
