// The 'Search phone numbers or regions...' box of the Add Phone Numbers modal.
import { REGIONS } from '../data/regions';
import { lookupAreaCode } from './area-codes';
import { countryLabel } from './number-grouping';

/** The region text shown beside a number: state/province name, else country name, else ''. */
export function numberRegionLabel(phoneNumber: string): string {
  const entry = lookupAreaCode(phoneNumber);
  if (!entry) return '';
  if (entry.region) return REGIONS[entry.region]?.name ?? entry.region;
  return countryLabel(entry.country);
}

/**
 * Whether a number matches the search: its digits contain the query's digits, or its region label
 * contains the query text. An empty query matches everything.
 */
export function matchesNumberSearch(phoneNumber: string, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (text === '') return true;
  const digits = text.replace(/\D/g, '');
  if (digits !== '' && phoneNumber.replace(/\D/g, '').includes(digits)) return true;
  return numberRegionLabel(phoneNumber).toLowerCase().includes(text);
}
