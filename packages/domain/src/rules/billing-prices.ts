// The Stripe prices Parley sells, in one place: price id → tier, billing interval, credits per unit and
// list price. docs/billing.md#prices says how to point them at a real Stripe account.
import type { Plan } from '../enums';
import type { SubscriptionItem } from '../schemas/user';
import type { PriceCreditMap } from './credits';

export type BillingInterval = 'month' | 'year';

export interface BillingPrice {
  /** The Stripe price id (the local fake creates prices with exactly these ids). */
  readonly id: string;
  /** The tier a subscription to this price grants; null for a credits add-on, which grants none. */
  readonly tier: Exclude<Plan, 'FREE'> | null;
  readonly interval: BillingInterval;
  /** Credits granted per unit on each paid invoice (an annual price grants the year's credits at once). */
  readonly credits: number;
  /** List price per unit, in cents of CURRENCY (shown on the pricing page; Stripe charges its own). */
  readonly unitAmount: number;
}

const price = (
  id: string,
  tier: BillingPrice['tier'],
  interval: BillingInterval,
  credits: number,
  unitAmount: number,
): BillingPrice => ({ id, tier, interval, credits, unitAmount });

/**
 * The eleven priced items and their credit amounts (PRICE_CREDIT_AMOUNTS). The product fixes the
 * amounts but not which price carries which; our choice: each tier's monthly price grants the tier's
 * monthly credits and its annual price twelve times that; ENTERPRISE is sold by contract (no price);
 * the rest are credit add-ons bought by quantity on top of a tier.
 */
export const BILLING_PRICES: readonly BillingPrice[] = [
  price('price_starter_monthly', 'STARTER', 'month', 200, 2_900),
  price('price_starter_annual', 'STARTER', 'year', 2_400, 29_000),
  price('price_professional_monthly', 'PROFESSIONAL', 'month', 600, 9_900),
  price('price_professional_annual', 'PROFESSIONAL', 'year', 7_200, 99_000),
  price('price_business_monthly', 'BUSINESS', 'month', 2_000, 29_900),
  price('price_business_annual', 'BUSINESS', 'year', 24_000, 299_000),
  price('price_credits_100_monthly', null, 'month', 100, 1_000),
  price('price_credits_100_annual', null, 'year', 1_200, 10_000),
  price('price_credits_400_monthly', null, 'month', 400, 3_500),
  price('price_credits_400_annual', null, 'year', 4_800, 35_000),
  price('price_credits_1500_monthly', null, 'month', 1_500, 12_000),
];

const BY_ID: ReadonlyMap<string, BillingPrice> = new Map(BILLING_PRICES.map((entry) => [entry.id, entry]));

/** The configured price with this id, or null for a price Parley does not sell. */
export function billingPrice(priceId: string): BillingPrice | null {
  return BY_ID.get(priceId) ?? null;
}

/** Price id → credits per unit: the map monthlyCredits (rules/credits.ts) takes. */
export const PRICE_CREDITS: PriceCreditMap = Object.fromEntries(
  BILLING_PRICES.map((entry) => [entry.id, entry.credits]),
);

const TIER_ORDER: readonly Plan[] = ['FREE', 'STARTER', 'PROFESSIONAL', 'BUSINESS', 'ENTERPRISE'];

/** The tier a subscription's items grant: the highest tier among their prices, FREE when none has one. */
export function tierOfItems(items: readonly SubscriptionItem[]): Plan {
  return items.reduce<Plan>((best, item) => {
    const tier = billingPrice(item.priceId)?.tier ?? 'FREE';
    return TIER_ORDER.indexOf(tier) > TIER_ORDER.indexOf(best) ? tier : best;
  }, 'FREE');
}
