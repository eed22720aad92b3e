import { describe, expect, it } from 'vitest';
import { PRICE_CREDIT_AMOUNTS } from '../constants';
import { BILLING_PRICES, billingPrice, PRICE_CREDITS, tierOfItems } from './billing-prices';
import { monthlyCredits } from './credits';

describe('the configured prices', () => {
  it('carry exactly the eleven per-price credit amounts', () => {
    const amounts = BILLING_PRICES.map((price) => price.credits).sort((a, b) => a - b);
    expect(amounts).toEqual([...PRICE_CREDIT_AMOUNTS].sort((a, b) => a - b));
  });

  it('have unique ids, and an annual price grants twelve months of its monthly twin', () => {
    expect(new Set(BILLING_PRICES.map((price) => price.id)).size).toBe(BILLING_PRICES.length);
    for (const annual of BILLING_PRICES.filter((price) => price.interval === 'year')) {
      const monthly = billingPrice(annual.id.replace(/_annual$/, '_monthly'));
      expect(monthly?.tier).toBe(annual.tier);
      expect(annual.credits).toBe((monthly?.credits ?? 0) * 12);
    }
  });

  it('give each paid tier the monthly credits of its plan', () => {
    for (const tier of ['STARTER', 'PROFESSIONAL', 'BUSINESS'] as const) {
      expect(billingPrice(`price_${tier.toLowerCase()}_monthly`)?.credits).toBe(monthlyCredits(tier));
    }
  });
});

describe('grants and tiers from subscription items', () => {
  it('sums price × quantity over the items with the domain rule', () => {
    const items = [
      { priceId: 'price_professional_monthly', quantity: 1 },
      { priceId: 'price_credits_400_monthly', quantity: 3 },
    ];
    expect(monthlyCredits('PROFESSIONAL', items, PRICE_CREDITS)).toBe(600 + 1200);
  });

  it('takes the highest tier among the items; add-ons and unknown prices grant none', () => {
    expect(tierOfItems([{ priceId: 'price_credits_100_monthly', quantity: 2 }])).toBe('FREE');
    expect(
      tierOfItems([
        { priceId: 'price_starter_annual', quantity: 1 },
        { priceId: 'price_business_monthly', quantity: 1 },
        { priceId: 'price_unknown', quantity: 1 },
      ]),
    ).toBe('BUSINESS');
    expect(billingPrice('price_unknown')).toBeNull();
  });
});
