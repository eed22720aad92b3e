// What Parley asks of Twilio: numbers for sale, buying and releasing on the platform account, an
// account's own numbers (import), verifying an account, and sub-accounts for organisations.
import { ProviderError } from '../provider-error';
import { callTwilio, platformTwilioKeys, twilioClient, type TwilioKeys } from './twilio-client';

export interface TwilioOffer {
  phoneNumber: string;
  friendlyName: string;
  locality: string | null;
  region: string | null;
  countryCode: string;
}

/** A number an account holds (an IncomingPhoneNumber). */
export interface TwilioOwnedNumber {
  sid: string;
  phoneNumber: string;
  friendlyName: string;
}

const SEARCH_LIMIT = 30;
/** An account's numbers are read in full; this bounds a pathological account. */
const ACCOUNT_NUMBERS_LIMIT = 1000;

/** Local numbers for sale in a country, optionally in one area code. */
export async function searchTwilioNumbers(countryCode: string, areaCode?: string): Promise<TwilioOffer[]> {
  const client = twilioClient(platformTwilioKeys());
  const offers = await callTwilio(() =>
    client.availablePhoneNumbers(countryCode).local.list({
      ...(areaCode ? { areaCode: Number(areaCode) } : {}),
      limit: SEARCH_LIMIT,
    }),
  );
  return offers.map((offer) => ({
    phoneNumber: offer.phoneNumber,
    friendlyName: offer.friendlyName,
    locality: offer.locality || null,
    region: offer.region || null,
    countryCode: offer.isoCountry,
  }));
}

/** Buys a number on the platform account. */
export async function buyTwilioNumber(phoneNumber: string): Promise<TwilioOwnedNumber> {
  const client = twilioClient(platformTwilioKeys());
  const bought = await callTwilio(() => client.incomingPhoneNumbers.create({ phoneNumber }));
  return { sid: bought.sid, phoneNumber: bought.phoneNumber, friendlyName: bought.friendlyName };
}

/** The platform account's number, if it already holds it (a purchase whose answer was lost). */
export async function findPlatformNumber(phoneNumber: string): Promise<TwilioOwnedNumber | null> {
  return findAccountNumber(platformTwilioKeys(), phoneNumber);
}

/** The account's number, or null when the account does not hold it. */
export async function findAccountNumber(
  keys: TwilioKeys,
  phoneNumber: string,
): Promise<TwilioOwnedNumber | null> {
  const client = twilioClient(keys);
  const [found] = await callTwilio(() => client.incomingPhoneNumbers.list({ phoneNumber, limit: 1 }));
  return found ? { sid: found.sid, phoneNumber: found.phoneNumber, friendlyName: found.friendlyName } : null;
}

/** Every number the account holds; rejects (401) when the credentials are wrong. */
export async function listAccountNumbers(keys: TwilioKeys): Promise<TwilioOwnedNumber[]> {
  const client = twilioClient(keys);
  const numbers = await callTwilio(() => client.incomingPhoneNumbers.list({ limit: ACCOUNT_NUMBERS_LIMIT }));
  return numbers.map((number) => ({
    sid: number.sid,
    phoneNumber: number.phoneNumber,
    friendlyName: number.friendlyName,
  }));
}

/** Releases a platform number. Already released (404) counts as done, so a retry is safe. */
export async function releaseTwilioNumber(sid: string): Promise<void> {
  const client = twilioClient(platformTwilioKeys());
  try {
    await callTwilio(() => client.incomingPhoneNumbers(sid).remove());
  } catch (error) {
    if (!(error instanceof ProviderError && error.notFound)) throw error;
  }
}

/** Creates a sub-account of the platform account; its keys act for it alone. */
export async function createTwilioSubaccount(friendlyName: string): Promise<TwilioKeys> {
  const client = twilioClient(platformTwilioKeys());
  const account = await callTwilio(() => client.api.v2010.accounts.create({ friendlyName }));
  return { accountSid: account.sid, authToken: account.authToken };
}
