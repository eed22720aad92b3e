// Monthly credit grants.
import { MONTHLY_CREDITS_BY_PLAN, MONTHLY_CREDITS_NO_PLAN, MONTHLY_CREDITS_UNKNOWN_PLAN } from '../constants';
import type { SubscriptionItem } from '../schemas/user';

/** Stripe price id → credits per unit. Configuration: which price carries which amount is deployment data. */
export type PriceCreditMap = Readonly<Record<string, number>>;

/**
 * The credits a user receives each month. With subscription items, the sum of each price's amount
 * times its quantity (a price missing from the map counts 0); without, the plan's fixed amount:
 * 100 when no plan is given, 0 for a plan the table does not know.
 */
export function monthlyCredits(
  plan: string | null | undefined,
  subscriptionItems: readonly SubscriptionItem[] = [],
  priceCredits: PriceCreditMap = {},
): number {
  if (subscriptionItems.length > 0) {
    return subscriptionItems.reduce(
      (sum, item) => sum + (priceCredits[item.priceId] ?? 0) * item.quantity,
      0,
    );
  }
  if (plan === null || plan === undefined || plan === '') return MONTHLY_CREDITS_NO_PLAN;
  return plan in MONTHLY_CREDITS_BY_PLAN
    ? MONTHLY_CREDITS_BY_PLAN[plan as keyof typeof MONTHLY_CREDITS_BY_PLAN]
    : MONTHLY_CREDITS_UNKNOWN_PLAN;
}
