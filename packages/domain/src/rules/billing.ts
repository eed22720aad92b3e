// Subscriptions and usage: the plan a subscription's status leaves in force, which Stripe event may
// change a user's subscription (docs/billing.md#webhooks-ordering-and-idempotency), and what a call costs.
import type { Plan, SubscriptionStatus } from '../enums';
import type { SubscriptionItem } from '../schemas/user';

/**
 * Statuses under which a subscription grants nothing: unpaid or ended ones, and those whose first
 * payment never completed (incomplete) or that the customer paused. quota_exceeded is not one of them:
 * the plan's limits stay, only calls stop (rules on credits).
 */
export const LAPSED_SUBSCRIPTION_STATUSES: ReadonlySet<SubscriptionStatus> = new Set([
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
]);

/** Statuses Stripe never leaves: an ended subscription is not revived, a new one is created. */
const TERMINAL_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired']);

/**
 * The plan whose limits apply: the subscribed tier while its status is in good standing (or there is
 * no Stripe subscription, as for a plan granted by hand), FREE once it lapsed. t_users.plan holds this,
 * so every gate reading the plan (and t_orgs.ownerPlan, its copy) sees the effective plan.
 */
export function effectivePlan(tier: Plan, status: SubscriptionStatus | null | undefined): Plan {
  return status && LAPSED_SUBSCRIPTION_STATUSES.has(status) ? 'FREE' : tier;
}

/** A subscription's state as one Stripe event reports it. Times are Stripe's, in epoch seconds. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  /** When Stripe created the subscription. */
  createdAt: number;
  /** When the reporting event was created: the version of this state. */
  observedAt: number;
  status: SubscriptionStatus;
  items: readonly SubscriptionItem[];
}

/** What t_users records of the subscription last applied (all null before the first). */
export interface StoredSubscription {
  subscriptionId: string | null;
  createdAt: number | null;
  observedAt: number | null;
  status: SubscriptionStatus | null;
}

const isLive = (status: SubscriptionStatus | null): boolean =>
  status !== null && !LAPSED_SUBSCRIPTION_STATUSES.has(status);

/**
 * Whether an event's subscription state may replace what the user has. Arrival order means nothing
 * (Stripe retries and reorders): for the same subscription the newer event wins and an ended
 * subscription stays ended; another subscription takes over only when it is newer than the stored one
 * and does not end a live one, so cancelling an old subscription never demotes a user with a newer
 * active one, and a late event of the old one never overwrites the new one.
 */
export function shouldApplySubscription(stored: StoredSubscription, incoming: SubscriptionSnapshot): boolean {
  if (stored.subscriptionId === null) return true;
  if (stored.subscriptionId === incoming.subscriptionId) {
    if (stored.observedAt !== null && incoming.observedAt < stored.observedAt) return false;
    return !(
      stored.status &&
      TERMINAL_STATUSES.has(stored.status) &&
      !TERMINAL_STATUSES.has(incoming.status)
    );
  }
  if (stored.createdAt !== null && incoming.createdAt <= stored.createdAt) return false;
  return isLive(incoming.status) || !isLive(stored.status);
}

/**
 * Credits a conversation's turn costs for its model usage: the conversation's tokens so far, every
 * started `tokensPerCredit` a credit, less what the turns before already paid — so rounding happens once
 * per conversation, not once per turn. A turn that used no tokens costs nothing.
 */
export function modelTurnCredits(tokensBefore: number, tokensAfter: number, tokensPerCredit: number): number {
  if (!(tokensPerCredit > 0) || !(tokensAfter > tokensBefore)) return 0;
  return Math.ceil(tokensAfter / tokensPerCredit) - Math.ceil(Math.max(0, tokensBefore) / tokensPerCredit);
}

/** Credits a finished call costs: every started minute at `creditsPerMinute`; an unanswered call nothing. */
export function callUsageCredits(durationSeconds: number, creditsPerMinute: number): number {
  if (!(durationSeconds > 0)) return 0;
  return Math.ceil(durationSeconds / 60) * creditsPerMinute;
}
