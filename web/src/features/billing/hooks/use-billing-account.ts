import type { Plan, SubscriptionStatus, User } from '@parley/domain';
import type { AsyncState } from '../../../lib/async-state';
import { useUserProfile } from '../../../lib/use-user-profile';

/** What the pricing page needs of the signed-in user's profile. */
export interface BillingAccount {
  plan: Plan;
  status: SubscriptionStatus | null;
  /** Whether Stripe knows them (a first checkout made one): the Customer Portal needs it. */
  hasCustomer: boolean;
}

export interface BillingProfile extends BillingAccount {
  /** When the subscription renews (or ends), epoch s; null without one. */
  periodEnd: number | null;
  /** Platform ADMINs adjust anyone's credits. */
  isPlatformAdmin: boolean;
}

/** A profile's billing side. */
export function billingProfileOf(user: User | null): BillingProfile {
  return {
    plan: user?.plan ?? 'FREE',
    status: user?.stripeSubscriptionStatus ?? null,
    hasCustomer: Boolean(user?.stripeCustomerId),
    periodEnd: user?.stripeCurrentPeriodEnd ?? null,
    isPlatformAdmin: user?.role === 'ADMIN',
  };
}

/**
 * The signed-in user's plan and subscription, live from their t_users profile: a webhook's change of
 * plan shows without a reload, on every screen that reads it.
 */
export function useBillingAccount(uid: string): AsyncState<BillingProfile> {
  const profile = useUserProfile(uid);
  if (profile.status !== 'success') return profile;
  return { status: 'success', data: billingProfileOf(profile.data) };
}
