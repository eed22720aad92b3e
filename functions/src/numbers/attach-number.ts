// Attaching a number to an agent in one transaction, within the owner's plan: what buy, import and
// create-sip-address share once the provider has confirmed the number.
import {
  API_ERROR_REASONS,
  canAddBusinessNumber,
  MSG_NUMBER_LIMIT_REACHED,
  planLimits,
  type PhoneNumberView,
  type VoiceMode,
  phoneNumberDocId,
} from '@parley/domain';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { markChecklist } from '../users/checklist';
import {
  attachNumber,
  businessNumberCount,
  isOnAgent,
  readAgentNumbers,
  readPhoneNumber,
  type AgentNumbers,
  type NumberRecordInput,
} from './number-records';

/**
 * Refuses (permission-denied, reason number-limit: a plan limit is the user's to lift by upgrading, not a
 * rate limit, see docs/api-errors.md) adding a business number to an agent that holds as
 * many as the organisation owner's plan allows: 1 on FREE, STARTER and PROFESSIONAL, 5 on BUSINESS, 50 on
 * ENTERPRISE. SIP addresses and numbers already on the agent do not count against it.
 */
export function requireRoomForNumber(context: AgentNumbers, number: string, isSip: boolean): void {
  if (isSip || isOnAgent(context, number)) return;
  const count = businessNumberCount(context);
  if (!canAddBusinessNumber(context.ownerPlan, count)) {
    throw failure('permission-denied', MSG_NUMBER_LIMIT_REACHED, {
      reason: API_ERROR_REASONS.numberLimit,
      limit: planLimits(context.ownerPlan).businessNumbersPerAgent,
    });
  }
}

/** Checks, before any provider call, that the caller may add this number to the agent. */
export async function checkCanAttach(uid: string, agentId: string, number: string, isSip: boolean) {
  return db().runTransaction(async (tx) => {
    const context = await readAgentNumbers(tx, agentId, uid, { change: true });
    requireRoomForNumber(context, number, isSip);
    return context;
  });
}

/**
 * Attaches the number in one transaction, re-checking access and the plan limit against fresh data, and
 * ticks the caller's 'Add a phone number' checklist step with it (buy and import come here; a SIP
 * address, which also does, is not a phone number).
 */
export async function attachInTransaction(
  uid: string,
  agentId: string,
  input: NumberRecordInput,
  options: { isSecondary: boolean; mode: VoiceMode },
): Promise<PhoneNumberView> {
  return db().runTransaction(async (tx) => {
    const context = await readAgentNumbers(tx, agentId, uid, { change: true });
    const existing = await readPhoneNumber(tx, phoneNumberDocId(context.org.id, input.number));
    requireRoomForNumber(context, input.number, input.source === 'sip');
    const attached = attachNumber(tx, context, input, existing, options);
    if (input.source !== 'sip') markChecklist(tx, uid, 'hasAddedPhoneNumber');
    return attached;
  });
}
