// The ISO country of an E.164 number: NANP numbers by area code (US, Canada, Caribbean), others by
// their calling code, for numbers a provider lists without one (a Twilio account's numbers).
import { lookupAreaCode } from '@parley/domain';

/** Calling codes of the countries Twilio sells local numbers in most, longest first when they overlap. */
const CALLING_CODES: readonly (readonly [string, string])[] = [
  ['353', 'IE'],
  ['44', 'GB'],
  ['61', 'AU'],
  ['64', 'NZ'],
  ['33', 'FR'],
  ['49', 'DE'],
  ['34', 'ES'],
  ['39', 'IT'],
  ['31', 'NL'],
  ['46', 'SE'],
  ['45', 'DK'],
  ['52', 'MX'],
  ['55', 'BR'],
  ['91', 'IN'],
];

/** The number's country, or null when it cannot be told (an unknown NANP area code, a rare country). */
export function numberCountry(phoneNumber: string): string | null {
  const nanp = lookupAreaCode(phoneNumber);
  if (nanp) return nanp.country;
  const digits = phoneNumber.replace(/\D/g, '');
  return CALLING_CODES.find(([code]) => digits.startsWith(code))?.[1] ?? null;
}
