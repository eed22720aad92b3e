import { setTimeout as sleep } from 'node:timers/promises';
import {
  API_ERROR_REASONS,
  API_ROUTES,
  buyNumberRequestSchema,
  MSG_ERROR_BUYING_PHONE_NUMBER,
  type AttachedNumberResponse,
  phoneNumberDocId,
  planRefusal,
} from '@parley/domain';
import { HttpsError } from 'firebase-functions/https';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { secretValue } from '../lib/secrets';
import { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN } from '../providers/twilio/twilio-client';
import { buyTwilioNumber, findPlatformNumber } from '../providers/twilio/twilio-numbers';
import { registerNumberWithVapi } from '../vapi/register-number';
import { attachInTransaction, checkCanAttach } from './attach-number';
import { numberPurchaseAbandoned } from './number-logs';
import { readPhoneNumber, recordUnassigned, type NumberRecordInput } from './number-records';
import { abandonPurchase, claimPurchase, completePurchase, PURCHASE_LEASE_MS } from './purchase-ledger';
import { providerFailure } from './provider-failure';

const POLL_MS = 200;

/**
 * The Twilio sid of the number on the platform account: bought by this request, or by an earlier or
 * concurrent one for the same organisation (waited for). Twilio is called at most once per number.
 */
async function obtainNumber(orgId: string, phoneNumber: string): Promise<string> {
  const deadline = Date.now() + 2 * PURCHASE_LEASE_MS;
  while (Date.now() < deadline) {
    const claim = await claimPurchase(orgId, phoneNumber);
    if (claim.kind === 'bought') return claim.twilioPnSid;
    if (claim.kind === 'wait') {
      await sleep(POLL_MS);
      continue;
    }
    try {
      // A lease that ran out may hide a purchase whose answer was lost: ask Twilio before buying.
      const owned = claim.takeover ? await findPlatformNumber(phoneNumber) : null;
      const bought = owned ?? (await buyTwilioNumber(phoneNumber));
      await completePurchase(phoneNumber, bought.sid);
      return bought.sid;
    } catch (error) {
      await abandonPurchase(phoneNumber, claim.holder);
      throw providerFailure(error, MSG_ERROR_BUYING_PHONE_NUMBER, 'platform');
    }
  }
  throw new HttpsError(
    'aborted',
    `${MSG_ERROR_BUYING_PHONE_NUMBER}: another purchase of this number is still running`,
  );
}

/**
 * POST /phone-numbers/buy-number: buys the number on the platform's Twilio account and attaches it to
 * the agent (primary, or endpoint with isSecondary). Retries and concurrent requests for the same
 * number buy once and answer the same number. A number bought but refused by the plan check that runs
 * again afterwards stays in the organisation, unassigned.
 */
export const buyNumberRoute = defineRoute(
  API_ROUTES.buyNumber,
  buyNumberRequestSchema,
  async ({ uid, input }): Promise<AttachedNumberResponse> => {
    const { org, ownerPlan } = await checkCanAttach(uid, input.agentId, input.phoneNumber, false);
    // Buying from the platform is the get_phone_number feature (every tier has it today; the gate
    // keeps the table the one place that decides).
    const refusal = planRefusal(ownerPlan, { feature: 'get_phone_number' });
    if (refusal) throw failure('permission-denied', refusal, { reason: API_ERROR_REASONS.planLimit });
    const twilioPnSid = await obtainNumber(org.id, input.phoneNumber);
    // Bought on the platform's Twilio account: Vapi takes it over with that account's keys.
    const vapi = await registerNumberWithVapi(org.id, {
      provider: 'twilio',
      number: input.phoneNumber,
      twilioAccountSid: secretValue(TWILIO_ACCOUNT_SID),
      twilioAuthToken: secretValue(TWILIO_AUTH_TOKEN),
    });
    const record: NumberRecordInput = {
      number: input.phoneNumber,
      countryCode: input.countryCode,
      source: 'bought',
      provider: 'twilio',
      twilioPnSid,
      ...vapi,
    };
    try {
      const phoneNumber = await attachInTransaction(uid, input.agentId, record, input);
      return { phoneNumber };
    } catch (error) {
      // Never lose a bought number: keep it in the organisation for another agent.
      numberPurchaseAbandoned(org.id, input.phoneNumber, error);
      await db().runTransaction(async (tx) => {
        const existing = await readPhoneNumber(tx, phoneNumberDocId(org.id, input.phoneNumber));
        if (!existing) recordUnassigned(tx, org.id, record, null);
      });
      throw error;
    }
  },
);
