import {
  API_ERROR_REASONS,
  API_ROUTES,
  e164Schema,
  importNumberRequestSchema,
  MSG_FAILED_TO_ADD_PHONE_NUMBER,
  MSG_NUMBER_NOT_IN_ACCOUNT,
  MSG_VONAGE_CREDENTIALS_REQUIRED,
  type AttachedNumberResponse,
  type ImportNumberRequest,
} from '@parley/domain';
import { z } from 'zod';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { parseInput } from '../lib/parse-input';
import { findAccountNumber } from '../providers/twilio/twilio-numbers';
import { listVonageNumbers } from '../providers/vonage/vonage-numbers';
import { registerNumberWithVapi } from '../vapi/register-number';
import { attachInTransaction, checkCanAttach } from './attach-number';
import { readVonageCredentials, saveTwilioCredentials } from './credential-store';
import type { NumberRecordInput } from './number-records';
import { withProvider } from './provider-failure';

const notInAccount = () =>
  failure('not-found', MSG_NUMBER_NOT_IN_ACCOUNT, { reason: API_ERROR_REASONS.numberNotFound });

/** Confirms with Twilio that the account holds the number, then keeps the account's keys (sealed). */
async function fromTwilio(
  input: ImportNumberRequest,
  orgId: string,
  uid: string,
): Promise<NumberRecordInput> {
  const keys = { accountSid: input.twilioAccountSid ?? '', authToken: input.twilioAuthToken ?? '' };
  const owned = await withProvider(MSG_FAILED_TO_ADD_PHONE_NUMBER, 'customer', () =>
    findAccountNumber(keys, input.phoneNumber),
  );
  if (!owned) throw notInAccount();
  await saveTwilioCredentials(orgId, keys, 'external', uid);
  const vapi = await registerNumberWithVapi(orgId, {
    provider: 'twilio',
    number: input.phoneNumber,
    twilioAccountSid: keys.accountSid,
    twilioAuthToken: keys.authToken,
  });
  return {
    number: input.phoneNumber,
    countryCode: input.countryCode,
    source: 'imported',
    provider: 'twilio',
    twilioPnSid: owned.sid,
    twilioAccountSid: keys.accountSid,
    ...vapi,
  };
}

/** Confirms with Vonage, using the organisation's stored keys, that the account holds the number. */
async function fromVonage(input: ImportNumberRequest, orgId: string): Promise<NumberRecordInput> {
  const credentialId = input.vonageCredentialId ?? '';
  const keys = await readVonageCredentials(orgId, credentialId);
  if (!keys) {
    throw failure('failed-precondition', MSG_VONAGE_CREDENTIALS_REQUIRED, {
      reason: API_ERROR_REASONS.credentialsRejected,
    });
  }
  const digits = input.phoneNumber.replace(/\D/g, '');
  const numbers = await withProvider(MSG_FAILED_TO_ADD_PHONE_NUMBER, 'customer', () =>
    listVonageNumbers(keys, digits),
  );
  if (!numbers.some((number) => number.phoneNumber === input.phoneNumber)) throw notInAccount();
  return {
    number: input.phoneNumber,
    countryCode: input.countryCode,
    source: 'imported',
    provider: 'vonage',
    vonageCredentialId: credentialId,
  };
}

/**
 * POST /phone-numbers/import-number: attaches a number the customer already owns at Twilio (account SID
 * and auth token) or Vonage (a vonageCredentialId from connect-account) once the provider confirms the
 * account holds it. Importing again is harmless: the same number document is reused.
 */
export const importNumberRoute = defineRoute(
  API_ROUTES.importNumber,
  importNumberRequestSchema,
  async ({ uid, input }): Promise<AttachedNumberResponse> => {
    parseInput(z.object({ phoneNumber: e164Schema }), { phoneNumber: input.phoneNumber });
    const { org } = await checkCanAttach(uid, input.agentId, input.phoneNumber, false);
    const record =
      input.provider === 'twilio' ? await fromTwilio(input, org.id, uid) : await fromVonage(input, org.id);
    return { phoneNumber: await attachInTransaction(uid, input.agentId, record, input) };
  },
);
