// A connected account's numbers as the routes answer them, each marked with whether the organisation
// already holds it in t_phone_numbers.
import type { ExternalNumber } from '@parley/domain';
import { numberRegionLabel, phoneNumberDocId } from '@parley/domain';
import { db } from '../lib/firestore';
import { numberCountry } from './number-country';
import { phoneNumberRef } from './number-records';

export async function markImported(
  orgId: string,
  numbers: readonly { phoneNumber: string; friendlyName?: string; countryCode?: string }[],
): Promise<ExternalNumber[]> {
  const refs = numbers.map((number) => phoneNumberRef(phoneNumberDocId(orgId, number.phoneNumber)));
  const snapshots = refs.length > 0 ? await db().getAll(...refs) : [];
  return numbers.map((number, index) => ({
    phoneNumber: number.phoneNumber,
    friendlyName: number.friendlyName ?? number.phoneNumber,
    locality: null,
    region: numberRegionLabel(number.phoneNumber) || null,
    countryCode: number.countryCode ?? numberCountry(number.phoneNumber) ?? '',
    imported: snapshots[index]?.exists ?? false,
  }));
}
