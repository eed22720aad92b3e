// Which numbers a campaign may call from. A pool is written only by functions (POST /public/campaigns,
// PATCH /public/campaigns/{id} and POST …/assign; firestore.rules deny clients), and each of them
// checks its numbers here; the runner asks again before every claim, so a number released or moved to
// another agent after it joined the pool is never dialled from. See docs/campaigns.md.
import {
  API_ERROR_REASONS,
  COLLECTIONS,
  phoneNumberSchema,
  phoneNumberUnavailableMessage,
  type Agent,
  type CampaignPhoneNumber,
} from '@parley/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';

/** The numbers a campaign of an agent may use, each with its t_phone_numbers id. */
export type PoolableNumbers = ReadonlyMap<string, string>;

/**
 * The numbers a campaign of `agent` may call from, by number: the organisation's numbers (not SIP
 * addresses) that are the agent's own or no agent's, and the agent's business number. These are the
 * two lists of the 'Add Phone Numbers' modal.
 */
export async function poolableNumbers(
  agent: Pick<Agent, 'id' | 'orgId' | 'businessPhoneNumber'>,
  tx: Pick<Transaction, 'get'> | null = null,
): Promise<PoolableNumbers> {
  const query = db().collection(COLLECTIONS.phoneNumbers).where('orgId', '==', agent.orgId);
  const owned = await (tx ? tx.get(query) : query.get());
  const poolable = new Map<string, string>();
  for (const doc of owned.docs) {
    const number = phoneNumberSchema.parse({ ...doc.data(), id: doc.id });
    if (number.source === 'sip') continue;
    if (number.agentId === null || number.agentId === agent.id) poolable.set(number.number, number.id);
  }
  const business = agent.businessPhoneNumber?.number;
  if (business && !poolable.has(business)) poolable.set(business, business);
  return poolable;
}

/** Refuses (invalid-argument, phone-number-unavailable) the first number that is not poolable. */
export function requirePoolable(numbers: Iterable<string>, poolable: PoolableNumbers): void {
  for (const number of numbers) {
    if (!poolable.has(number)) {
      throw failure('invalid-argument', phoneNumberUnavailableMessage(number), {
        reason: API_ERROR_REASONS.phoneNumberUnavailable,
        number,
      });
    }
  }
}

/**
 * A pool as a client sent it (create or PATCH), checked: every number not already in `current` must be
 * poolable (entries already there were checked when they joined, and the runner skips any no longer
 * held, so a stale entry does not block editing weights). A number listed twice is refused, and each
 * new entry takes its t_phone_numbers id.
 */
export function checkedPool(
  entries: readonly CampaignPhoneNumber[],
  current: readonly CampaignPhoneNumber[],
  poolable: PoolableNumbers,
): CampaignPhoneNumber[] {
  const kept = new Set(current.map((entry) => entry.number));
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.number)) {
      throw failure('invalid-argument', `Phone number ${entry.number} is listed twice`, {
        reason: API_ERROR_REASONS.invalidInput,
        issues: [{ path: 'phoneNumbers', message: `${entry.number} is listed twice` }],
      });
    }
    seen.add(entry.number);
  }
  requirePoolable(
    entries.filter((entry) => !kept.has(entry.number)).map((entry) => entry.number),
    poolable,
  );
  return entries.map((entry) =>
    kept.has(entry.number) ? entry : { ...entry, id: poolable.get(entry.number) ?? entry.id },
  );
}

/** The pool entries whose number the campaign may still call from. */
export function heldEntries(
  entries: readonly CampaignPhoneNumber[],
  poolable: PoolableNumbers,
): CampaignPhoneNumber[] {
  return entries.filter((entry) => poolable.has(entry.number));
}
