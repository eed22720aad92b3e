// Region lookup for campaign numbers.
import type { AreaCodeEntry } from '../data/area-code-entry';
import { AREA_CODE_TIME_ZONES } from '../data/area-code-time-zones.generated';
import { AREA_CODES } from '../data/area-codes.generated';

/**
 * The area code of a NANP number: the first 3 digits of a 10-digit number, or of the national part of
 * an 11-digit number starting with 1; otherwise ''. Anything but digits ('+', spaces, dashes,
 * brackets) is ignored.
 */
export function extractAreaCode(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits.length === 10) return digits.slice(0, 3);
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1, 4);
  return '';
}

/** Where a number's area code is, or null when it has none or the table does not know it. */
export function lookupAreaCode(phoneNumber: string): AreaCodeEntry | null {
  const code = extractAreaCode(phoneNumber);
  return code === '' ? null : (AREA_CODES[code] ?? null);
}

/** Whether a number's area code places it in the US (the only numbers state and country views toggle). */
export function isUsNumber(phoneNumber: string): boolean {
  return lookupAreaCode(phoneNumber)?.country === 'US';
}

/**
 * Every IANA zone a number's area code spans (libphonenumber's timezone map), or null when the number is
 * not a NANP number the table knows (toll-free, non-geographic or outside the NANP).
 */
export function lookupTimeZones(phoneNumber: string): readonly string[] | null {
  const code = extractAreaCode(phoneNumber);
  return code === '' ? null : (AREA_CODE_TIME_ZONES[code] ?? null);
}
