import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '../enums';
import {
  callUsageCredits,
  effectivePlan,
  shouldApplySubscription,
  type StoredSubscription,
  type SubscriptionSnapshot,
} from './billing';

describe('effectivePlan', () => {
  it('drops to FREE while the subscription is lapsed, keeps the tier otherwise', () => {
    const lapsed = SUBSCRIPTION_STATUSES.filter((status) => effectivePlan('BUSINESS', status) === 'FREE');
    expect(lapsed.sort()).toEqual(
      ['canceled', 'incomplete', 'incomplete_expired', 'past_due', 'paused', 'unpaid'].sort(),
    );
    expect(effectivePlan('BUSINESS', 'active')).toBe('BUSINESS');
    expect(effectivePlan('STARTER', 'trialing')).toBe('STARTER');
    expect(effectivePlan('PROFESSIONAL', 'quota_exceeded')).toBe('PROFESSIONAL');
    expect(effectivePlan('ENTERPRISE', null)).toBe('ENTERPRISE');
  });
});

const stored = (overrides: Partial<StoredSubscription> = {}): StoredSubscription => ({
  subscriptionId: 'sub_a',
  createdAt: 100,
  observedAt: 200,
  status: 'active',
  ...overrides,
});
const incoming = (overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  subscriptionId: 'sub_a',
  createdAt: 100,
  observedAt: 300,
  status: 'active',
  items: [],
  ...overrides,
});

describe('shouldApplySubscription', () => {
  it('applies the first subscription a user gets', () => {
    const none = { subscriptionId: null, createdAt: null, observedAt: null, status: null };
    expect(shouldApplySubscription(none, incoming({ status: 'canceled' }))).toBe(true);
  });

  it('applies a newer event of the same subscription, never an older one', () => {
    expect(shouldApplySubscription(stored(), incoming({ observedAt: 300 }))).toBe(true);
    expect(shouldApplySubscription(stored(), incoming({ observedAt: 150, status: 'past_due' }))).toBe(false);
  });

  it('keeps an ended subscription ended', () => {
    expect(shouldApplySubscription(stored({ status: 'canceled' }), incoming({ observedAt: 300 }))).toBe(
      false,
    );
  });

  it('lets a newer live subscription replace an old one, never the reverse', () => {
    expect(shouldApplySubscription(stored(), incoming({ subscriptionId: 'sub_b', createdAt: 150 }))).toBe(
      true,
    );
    expect(
      shouldApplySubscription(
        stored({ subscriptionId: 'sub_b', createdAt: 150 }),
        incoming({ subscriptionId: 'sub_a', createdAt: 100, observedAt: 999, status: 'canceled' }),
      ),
    ).toBe(false);
  });

  it('does not let a newer but ended subscription demote a live one', () => {
    expect(
      shouldApplySubscription(
        stored(),
        incoming({ subscriptionId: 'sub_b', createdAt: 150, status: 'canceled' }),
      ),
    ).toBe(false);
    expect(
      shouldApplySubscription(
        stored({ status: 'canceled' }),
        incoming({ subscriptionId: 'sub_b', createdAt: 150, status: 'incomplete' }),
      ),
    ).toBe(true);
  });
});

describe('callUsageCredits', () => {
  it('charges every started minute and nothing for a call that never connected', () => {
    expect(callUsageCredits(0, 2)).toBe(0);
    expect(callUsageCredits(1, 2)).toBe(2);
    expect(callUsageCredits(60, 2)).toBe(2);
    expect(callUsageCredits(61, 2)).toBe(4);
  });
});
