// Adding numbers to a campaign, switching its routing type and choosing each call's caller number
// (docs/campaigns.md).
import { REGIONS } from '../data/regions';
import type { RoutingType } from '../enums';
import type { RoutingReason } from '../schemas/call-record';
import type { Campaign, CampaignPhoneNumber } from '../schemas/campaign';
import { lookupAreaCode } from './area-codes';
import { countryLabel } from './number-grouping';
import { evenSplitWeights, roundWeight } from './weights';

/**
 * Gives the active numbers an even split of 100 that totals exactly 100 (the last active number takes
 * the rounding remainder); inactive numbers keep their weight.
 */
export function resplitActiveWeights(entries: readonly CampaignPhoneNumber[]): CampaignPhoneNumber[] {
  const weights = evenSplitWeights(entries.filter((entry) => entry.isActive).length);
  let next = 0;
  return entries.map((entry) => (entry.isActive ? { ...entry, weight: weights[next++] ?? 0 } : { ...entry }));
}

/**
 * Appends numbers to a campaign's pool as active. Under weight routing every active weight is then
 * re-split evenly; under state or country routing new numbers get weight 0. A number already in the
 * pool is not added twice. `idFor` names each new entry (by default the number itself).
 */
export function addNumbersToCampaign(
  entries: readonly CampaignPhoneNumber[],
  numbers: readonly string[],
  routingType: RoutingType,
  idFor: (number: string) => string = (number) => number,
): CampaignPhoneNumber[] {
  const present = new Set(entries.map((entry) => entry.number));
  const added: CampaignPhoneNumber[] = [];
  for (const number of numbers) {
    if (present.has(number)) continue;
    present.add(number);
    added.push({ id: idFor(number), number, isActive: true, weight: 0 });
  }
  const next = [...entries, ...added];
  return routingType === 'weight' ? resplitActiveWeights(next) : next;
}

/** Switching to weight routing re-splits the active weights evenly; other switches change nothing. */
export function switchRoutingType(
  entries: readonly CampaignPhoneNumber[],
  routingType: RoutingType,
): CampaignPhoneNumber[] {
  return routingType === 'weight' ? resplitActiveWeights(entries) : entries.map((entry) => ({ ...entry }));
}

// ---- Choosing the caller number of each campaign call -------------------------------------------------

/** A source of uniform numbers in [0, 1): Math.random, or seededRandom for reproducible choices. */
export type Random = () => number;

/**
 * A deterministic Random from a seed (mulberry32 over an FNV-1a hash of the seed), so the runner can
 * choose the same number again for the same call id and tests can fix their draws.
 */
export function seededRandom(seed: string | number): Random {
  let state = 2166136261;
  for (const char of String(seed)) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The number a campaign call is placed from, why (a code the UI and reports switch on) and in words. */
export interface RoutingChoice {
  readonly number: string;
  readonly reason: RoutingReason;
  readonly explanation: string;
}

type RoutedCampaign = Pick<Campaign, 'routingType' | 'phoneNumbers'>;

function pickUniform<T>(items: readonly T[], random: Random): T {
  const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))];
  if (item === undefined) throw new RangeError('pickUniform needs at least one item');
  return item;
}

/** Random by weight; with every weight 0 (nothing to go by) each enabled number is equally likely. */
function pickByWeight(enabled: readonly CampaignPhoneNumber[], random: Random): RoutingChoice {
  const total = enabled.reduce((sum, entry) => sum + Math.max(0, entry.weight), 0);
  if (total <= 0) {
    const { number } = pickUniform(enabled, random);
    return {
      number,
      reason: 'weight',
      explanation: 'All weights are 0, so an enabled number was picked at random',
    };
  }
  let point = random() * total;
  let chosen = enabled[enabled.length - 1] as CampaignPhoneNumber;
  for (const entry of enabled) {
    point -= Math.max(0, entry.weight);
    if (point < 0) {
      chosen = entry;
      break;
    }
  }
  return {
    number: chosen.number,
    reason: 'weight',
    explanation: `Picked at random by weight (${String(roundWeight((Math.max(0, chosen.weight) / total) * 100))}%)`,
  };
}

/** Enabled numbers in the callee's state or country; if none, a random enabled number of the pool. */
function pickByRegion(
  enabled: readonly CampaignPhoneNumber[],
  callee: string,
  view: 'state' | 'country',
  random: Random,
): RoutingChoice {
  const regionOf = (phoneNumber: string): string | null => {
    const entry = lookupAreaCode(phoneNumber);
    return (view === 'state' ? entry?.region : entry?.country) ?? null;
  };
  const region = regionOf(callee);
  const name =
    region === null ? null : view === 'state' ? (REGIONS[region]?.name ?? region) : countryLabel(region);
  const local = region === null ? [] : enabled.filter((entry) => regionOf(entry.number) === region);
  if (local.length > 0 && name !== null) {
    return {
      number: pickUniform(local, random).number,
      reason: view === 'state' ? 'state-match' : 'country-match',
      explanation: `Callee is in ${name}; picked an enabled number there`,
    };
  }
  const where =
    name ?? (view === 'state' ? "the callee's state (unknown)" : "the callee's country (unknown)");
  return {
    number: pickUniform(enabled, random).number,
    reason: view === 'state' ? 'state-fallback' : 'country-fallback',
    explanation: `No enabled number in ${where}; picked a random enabled number`,
  };
}

/**
 * Chooses the number a campaign calls `callee` from, by the campaign's routing type: weight routing
 * picks randomly according to the weights of the enabled numbers; state- and country-based routing
 * pick an enabled number in the callee's US state (or Canadian province) or country, and a random
 * enabled number when there is none. Null when the campaign has no enabled number at all.
 */
export function chooseCallerNumber(
  campaign: RoutedCampaign,
  callee: string,
  random: Random = Math.random,
): RoutingChoice | null {
  const enabled = campaign.phoneNumbers.filter((entry) => entry.isActive);
  if (enabled.length === 0) return null;
  return campaign.routingType === 'weight'
    ? pickByWeight(enabled, random)
    : pickByRegion(enabled, callee, campaign.routingType, random);
}
