import {
  API_ROUTES,
  importExternalAccountRequestSchema,
  MSG_FAILED_TO_ADD_PHONE_NUMBER,
  type ConnectedAccountResponse,
  phoneNumberDocId,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { db } from '../lib/firestore';
import { listAccountNumbers } from '../providers/twilio/twilio-numbers';
import { markImported } from './account-numbers';
import { saveTwilioCredentials } from './credential-store';
import { numberCountry } from './number-country';
import { readPhoneNumber, recordUnassigned } from './number-records';
import { withProvider } from './provider-failure';

/**
 * POST /phone-numbers/twilio/import-external-account ('Connect & Fetch Numbers'): checks the account
 * SID and auth token with Twilio, keeps them sealed, and imports every number of the account into the
 * organisation, unassigned, in one transaction. Numbers already held (and their agents) are left as
 * they are, so connecting again only adds what is new.
 */
export const importTwilioExternalAccountRoute = defineRoute(
  API_ROUTES.importTwilioExternalAccount,
  importExternalAccountRequestSchema,
  async ({ uid, input }): Promise<ConnectedAccountResponse> => {
    const { org } = await authorize(null, { orgId: input.orgId }, uid, { action: 'change' });
    const keys = { accountSid: input.twilioAccountSid, authToken: input.twilioAuthToken };
    const numbers = await withProvider(MSG_FAILED_TO_ADD_PHONE_NUMBER, 'customer', () =>
      listAccountNumbers(keys),
    );
    await saveTwilioCredentials(org.id, keys, 'external', uid);
    await db().runTransaction(async (tx) => {
      const existing = await Promise.all(
        numbers.map((number) => readPhoneNumber(tx, phoneNumberDocId(org.id, number.phoneNumber))),
      );
      numbers.forEach((number, index) => {
        if (existing[index]) return;
        recordUnassigned(
          tx,
          org.id,
          {
            number: number.phoneNumber,
            countryCode: numberCountry(number.phoneNumber) ?? 'US',
            source: 'imported',
            provider: 'twilio',
            twilioPnSid: number.sid,
            twilioAccountSid: keys.accountSid,
          },
          null,
        );
      });
    });
    return { accountId: keys.accountSid, numbers: await markImported(org.id, numbers) };
  },
);
