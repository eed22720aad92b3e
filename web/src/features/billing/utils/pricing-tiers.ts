// The pricing page's table, read from the domain: each tier's limits and features (PLAN_LIMITS), its
// monthly credits and its prices by interval (BILLING_PRICES). Nothing here restates a number.
import {
  BILLING_PRICES,
  MONTHLY_CREDITS_BY_PLAN,
  PLAN_FEATURES,
  PLANS,
  planLimits,
  type BillingInterval,
  type BillingPrice,
  type Plan,
  type PlanFeature,
  type PlanLimitName,
  type SubscriptionStatus,
  LAPSED_SUBSCRIPTION_STATUSES,
} from '@parley/domain';

export interface PricingTier {
  plan: Plan;
  monthlyCredits: number;
  /** Each counted limit, Infinity for unlimited, in the page's order. */
  limits: readonly { name: PlanLimitName; value: number }[];
  features: readonly { feature: PlanFeature; included: boolean }[];
  /** The tier's price per interval; none for FREE (no charge) and ENTERPRISE (sold by contract). */
  prices: Partial<Readonly<Record<BillingInterval, BillingPrice>>>;
}

const LIMIT_ORDER: readonly PlanLimitName[] = [
  'agents',
  'organizations',
  'workflows',
  'websiteScrapeCount',
  'businessNumbersPerAgent',
];

/** The five tiers, cheapest first. */
export function pricingTiers(): readonly PricingTier[] {
  return PLANS.map((plan) => {
    const limits = planLimits(plan);
    const prices: Partial<Record<BillingInterval, BillingPrice>> = {};
    for (const price of BILLING_PRICES) if (price.tier === plan) prices[price.interval] = price;
    return {
      plan,
      monthlyCredits: MONTHLY_CREDITS_BY_PLAN[plan],
      limits: LIMIT_ORDER.map((name) => ({ name, value: limits[name] })),
      features: PLAN_FEATURES.map((feature) => ({ feature, included: limits.features.includes(feature) })),
      prices,
    };
  });
}

/**
 * Whether the user pays through a subscription Stripe still bills (not ended nor lapsed): then plan
 * changes go through the Customer Portal, which prorates, instead of a second Checkout.
 */
export function hasLiveSubscription(status: SubscriptionStatus | null): boolean {
  return status !== null && !LAPSED_SUBSCRIPTION_STATUSES.has(status);
}

/** Whether the user's subscription lapsed, so their plan fell back to FREE: the shell's banner. */
export function isLapsed(status: SubscriptionStatus | null): boolean {
  return status !== null && LAPSED_SUBSCRIPTION_STATUSES.has(status);
}
