import { describe, expect, it } from 'vitest';
import { PRICE_CREDIT_AMOUNTS } from '../constants';
import { monthlyCredits } from './credits';

describe('monthly credits', () => {
  it.each([
    ['FREE', 100],
    ['STARTER', 200],
    ['PROFESSIONAL', 600],
    ['BUSINESS', 2000],
    ['ENTERPRISE', 5000],
    ['PLATINUM', 0],
  ])('gives %s %d without subscription items', (plan, credits) => {
    expect(monthlyCredits(plan)).toBe(credits);
  });

  it('gives 100 when no plan is given', () => {
    expect(monthlyCredits(undefined)).toBe(100);
    expect(monthlyCredits(null)).toBe(100);
  });

  it('sums amount × quantity over subscription items, ignoring the plan', () => {
    const prices = { price_a: 1200, price_b: 400 };
    expect(
      monthlyCredits(
        'FREE',
        [
          { priceId: 'price_a', quantity: 2 },
          { priceId: 'price_b', quantity: 1 },
        ],
        prices,
      ),
    ).toBe(2800);
  });

  it('counts a price missing from the configuration as 0', () => {
    expect(monthlyCredits('ENTERPRISE', [{ priceId: 'price_unknown', quantity: 3 }], {})).toBe(0);
  });

  it('works with every one of the spec amounts', () => {
    const prices = Object.fromEntries(PRICE_CREDIT_AMOUNTS.map((amount, index) => [`p${index}`, amount]));
    const items = PRICE_CREDIT_AMOUNTS.map((_, index) => ({ priceId: `p${index}`, quantity: 1 }));
    expect(monthlyCredits('STARTER', items, prices)).toBe(44400);
  });
});
