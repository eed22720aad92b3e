// The state and country views of a campaign's numbers.
import { REGIONS } from '../data/regions';
import { LABEL_UNKNOWN_COUNTRY, LABEL_UNKNOWN_REGION } from '../messages';
import type { CampaignPhoneNumber } from '../schemas/campaign';
import { isUsNumber, lookupAreaCode } from './area-codes';

export type RegionView = 'state' | 'country';

export interface NumberGroup {
  /** Region or ISO country code; null for the unknown group. */
  readonly key: string | null;
  readonly label: string;
  readonly numbers: readonly CampaignPhoneNumber[];
  /** The 'x/y enabled' figures. */
  readonly enabledCount: number;
  readonly total: number;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** English name of an ISO country code ('US' → 'United States'). */
export function countryLabel(countryCode: string): string {
  return countryNames.of(countryCode) ?? countryCode;
}

function groupKey(number: string, view: RegionView): string | null {
  const entry = lookupAreaCode(number);
  return view === 'state' ? (entry?.region ?? null) : (entry?.country ?? null);
}

function groupLabel(key: string | null, view: RegionView): string {
  if (key === null) return view === 'state' ? LABEL_UNKNOWN_REGION : LABEL_UNKNOWN_COUNTRY;
  return view === 'state' ? (REGIONS[key]?.name ?? key) : countryLabel(key);
}

/**
 * Groups a campaign's numbers by US state / Canadian province (view 'state') or by country (view
 * 'country'), from their area codes. Groups sort by label; the 'Unknown Region' / 'Unknown Country'
 * group sorts last. Numbers keep their order inside a group.
 */
export function groupNumbers(entries: readonly CampaignPhoneNumber[], view: RegionView): NumberGroup[] {
  const groups = new Map<string | null, CampaignPhoneNumber[]>();
  for (const entry of entries) {
    const key = groupKey(entry.number, view);
    const list = groups.get(key) ?? [];
    list.push(entry);
    groups.set(key, list);
  }
  return [...groups.entries()]
    .map(([key, numbers]) => ({
      key,
      label: groupLabel(key, view),
      numbers,
      enabledCount: numbers.filter((entry) => entry.isActive).length,
      total: numbers.length,
    }))
    .sort((a, b) => Number(a.key === null) - Number(b.key === null) || a.label.localeCompare(b.label));
}

/** In the state and country views only US numbers get a switch; others show 'US numbers only'. */
export function canToggleInRegionView(entry: Pick<CampaignPhoneNumber, 'number'>): boolean {
  return isUsNumber(entry.number);
}

/** The 'N Active' badge figure. */
export function activeNumberCount(entries: readonly Pick<CampaignPhoneNumber, 'isActive'>[]): number {
  return entries.filter((entry) => entry.isActive).length;
}
