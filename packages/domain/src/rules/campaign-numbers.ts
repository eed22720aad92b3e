// Adding numbers to a campaign and switching its routing type (voice-library §4).
import type { RoutingType } from '../enums';
import type { CampaignPhoneNumber } from '../schemas/campaign';
import { evenSplitWeight } from './weights';

/** Gives every active number the same share of 100; inactive numbers keep their weight. */
export function resplitActiveWeights(entries: readonly CampaignPhoneNumber[]): CampaignPhoneNumber[] {
  const weight = evenSplitWeight(entries.filter((entry) => entry.isActive).length);
  return entries.map((entry) => (entry.isActive ? { ...entry, weight } : { ...entry }));
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
