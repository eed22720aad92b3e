import {
  API_ERROR_REASONS,
  API_ROUTES,
  deleteNumberRequestSchema,
  MSG_ERROR_RELEASING_PHONE_NUMBER,
  MSG_NUMBER_NOT_ON_AGENT,
  phoneNumberDocId,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { agentRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { releaseTwilioNumber } from '../providers/twilio/twilio-numbers';
import {
  endpointRef,
  phoneNumberRef,
  readAgentNumbers,
  readPhoneNumber,
  type AgentNumbers,
} from './number-records';
import { withProvider } from './provider-failure';
import { forgetPurchase } from './purchase-ledger';

/** The number or SIP address the request names: the primary, or the endpoint matching `endpoint`. */
function targetOf(context: AgentNumbers, endpoint: string | undefined, isSecondary: boolean) {
  const notOnAgent = () =>
    failure('not-found', MSG_NUMBER_NOT_ON_AGENT, { reason: API_ERROR_REASONS.numberNotFound });
  if (!isSecondary) {
    const primary = context.agent.businessPhoneNumber;
    if (!primary || (endpoint !== undefined && endpoint !== primary.number)) throw notOnAgent();
    return { number: primary.number, endpointId: null };
  }
  const entry = context.endpoints.find(
    ({ endpoint: candidate }) => candidate.number === endpoint || candidate.sipAddress === endpoint,
  );
  if (!entry) throw notOnAgent();
  return { number: entry.endpoint.number ?? entry.endpoint.sipAddress ?? '', endpointId: entry.id };
}

/**
 * POST /phone-numbers/delete-number: takes the primary number (or, with isSecondary, the endpoint named
 * by `endpoint`) off the agent. A bought number is released at Twilio first ('Error releasing phone
 * number' when that fails, and nothing changes); an imported number stays in the organisation,
 * unassigned; a SIP address is deleted. A retry after a lost answer finds nothing to delete (404).
 */
export const deleteNumberRoute = defineRoute(
  API_ROUTES.deleteNumber,
  deleteNumberRequestSchema,
  async ({ uid, input }) => {
    const { context, number, record } = await db().runTransaction(async (tx) => {
      const read = await readAgentNumbers(tx, input.agentId, uid, { change: true });
      const target = targetOf(read, input.endpoint, input.isSecondary);
      return {
        context: read,
        number: target.number,
        record: await readPhoneNumber(tx, phoneNumberDocId(read.org.id, target.number)),
      };
    });
    if (record?.source === 'bought' && record.twilioPnSid) {
      const sid = record.twilioPnSid;
      await withProvider(MSG_ERROR_RELEASING_PHONE_NUMBER, 'platform', () => releaseTwilioNumber(sid));
      await forgetPurchase(number);
    }
    await db().runTransaction(async (tx) => {
      const fresh = await readAgentNumbers(tx, input.agentId, uid, { change: true });
      const target = targetOf(fresh, input.endpoint, input.isSecondary);
      const id = phoneNumberDocId(context.org.id, target.number);
      if (target.endpointId) tx.delete(endpointRef(target.endpointId));
      else tx.update(agentRef(fresh.agent.id), { businessPhoneNumber: null });
      if (record?.source === 'imported') {
        tx.set(phoneNumberRef(id), { agentId: null, isPrimary: false }, { merge: true });
      } else {
        tx.delete(phoneNumberRef(id));
      }
    });
    return { ok: true };
  },
);
