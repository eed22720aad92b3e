// Model usage as credits: each turn's tokens are debited from the organisation owner's balance through
// the one ledger writer (credit-ledger.ts), once per turn whatever the retries (the entry id is the
// conversation's and the turn's); a conversation does not start or go on once a metered balance is used
// up. docs/runtime.md, "Credits"; docs/billing.md.
import {
  API_ERROR_REASONS,
  DEFAULT_MODEL_TOKENS_PER_CREDIT,
  MSG_CREDITS_EXHAUSTED,
  modelTurnCredits,
} from '@parley/domain';
import { creditsExhausted } from '../billing/credit-gate';
import { applyMovement } from '../billing/credit-ledger';
import { readOrg } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';

/** The deployment's rate (MODEL_TOKENS_PER_CREDIT, a whole number > 0), else the default. */
export function modelTokensPerCredit(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.MODEL_TOKENS_PER_CREDIT?.trim() || Number.NaN);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_MODEL_TOKENS_PER_CREDIT;
}

/** The ledger entry of one turn's model usage: one per conversation and turn. */
export const modelUsageEntryId = (conversationId: string, turn: number): string =>
  `model_${conversationId}_${String(turn)}`;

/**
 * How long an instance trusts a balance it found above zero before reading it again: a turn then reads
 * nothing for the gate. A balance found used up is read again every time (a grant lifts it at once).
 */
const FUNDED_TRUST_MS = 30_000;
const funded = new Map<string, number>();

/** Refuses (resource-exhausted, the credits message) when the organisation's metered balance is used up. */
export async function requireCredits(orgId: string, now = Date.now()): Promise<void> {
  if ((funded.get(orgId) ?? 0) > now) return;
  if (await creditsExhausted(db(), orgId)) {
    funded.delete(orgId);
    throw failure('resource-exhausted', MSG_CREDITS_EXHAUSTED, { reason: API_ERROR_REASONS.quotaExceeded });
  }
  if (funded.size > 1000) funded.clear();
  funded.set(orgId, now + FUNDED_TRUST_MS);
}

/** Forgets the balances this instance trusted (a test that empties a balance it used before). */
export function forgetFundedBalances(): void {
  funded.clear();
}

/** One turn's place in its conversation and the conversation's tokens before and after it. */
export interface TurnUsage {
  /** 0 for the start (the greeting), then the caller turn's number. */
  turn: number;
  tokensBefore: number;
  tokensAfter: number;
}

/** Debits each turn's credits from the owner of `orgId`; safe to repeat (each turn applies once). */
export async function debitModelUsage(
  orgId: string,
  conversationId: string,
  turns: readonly TurnUsage[],
): Promise<void> {
  const rate = modelTokensPerCredit();
  const charges = turns
    .map((usage) => ({ ...usage, credits: modelTurnCredits(usage.tokensBefore, usage.tokensAfter, rate) }))
    .filter((charge) => charge.credits > 0);
  if (charges.length === 0) return;
  const org = await readOrg(orgId);
  if (!org) return;
  for (const charge of charges) {
    await applyMovement(db(), {
      entryId: modelUsageEntryId(conversationId, charge.turn),
      uid: org.ownerUid,
      amount: -charge.credits,
      reason: 'call_usage',
      orgId,
      note: `Model usage: ${String(charge.tokensAfter - charge.tokensBefore)} tokens, turn ${String(charge.turn)}`,
    });
  }
}
