import { describe, expect, it } from 'vitest';
import { hasLiveSubscription, isLapsed, pricingTiers } from './pricing-tiers';

describe('pricingTiers', () => {
  const tiers = pricingTiers();

  it('lists the five tiers cheapest first, with prices only where Stripe sells them', () => {
    expect(tiers.map((tier) => tier.plan)).toEqual([
      'FREE',
      'STARTER',
      'PROFESSIONAL',
      'BUSINESS',
      'ENTERPRISE',
    ]);
    const [free, , professional, , enterprise] = tiers;
    expect(free?.prices).toEqual({});
    expect(enterprise?.prices).toEqual({});
    expect(professional?.prices.month?.id).toBe('price_professional_monthly');
    expect(professional?.prices.year?.id).toBe('price_professional_annual');
  });

  it('reads limits and features from the plan table', () => {
    const [free, starter, professional] = tiers;
    expect(free?.limits.find((limit) => limit.name === 'agents')?.value).toBe(1);
    expect(starter?.limits.find((limit) => limit.name === 'agents')?.value).toBe(Infinity);
    const outbound = (tier: typeof free) =>
      tier?.features.find((f) => f.feature === 'outbound_call')?.included;
    expect([outbound(free), outbound(starter), outbound(professional)]).toEqual([false, false, true]);
    expect(free?.monthlyCredits).toBe(100);
  });
});

describe('subscription states', () => {
  it('a live subscription changes through the portal; a lapsed one shows the banner', () => {
    expect([
      hasLiveSubscription('active'),
      hasLiveSubscription('past_due'),
      hasLiveSubscription(null),
    ]).toEqual([true, false, false]);
    expect(['past_due', 'unpaid', 'canceled', 'incomplete_expired'].every((s) => isLapsed(s as never))).toBe(
      true,
    );
    expect([isLapsed('active'), isLapsed(null)]).toEqual([false, false]);
  });
});
