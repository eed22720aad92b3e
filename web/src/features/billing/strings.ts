// The billing feature's own words (the spec fixes none of these); the plan-gate refusals themselves are
// the domain's (MSG_UPGRADE_FOR_…, MSG_…_LIMIT_REACHED).
import type { Plan, PlanFeature, PlanLimitName, SubscriptionStatus } from '@parley/domain';

export const LABEL_PRICING = 'Plans and pricing';
export const MSG_PRICING_INTRO =
  'Every plan includes monthly credits for calls. Limits apply to the organisations you own.';
export const LABEL_BILLING_PAGE = 'Billing';
export const LABEL_MONTHLY = 'Monthly';
export const LABEL_ANNUAL = 'Annual';
export const LABEL_BILLING_INTERVAL = 'Billing interval';
export const LABEL_CURRENT_PLAN = 'Current plan';
export const LABEL_UPGRADE = 'Upgrade';
export const LABEL_DOWNGRADE = 'Downgrade';
export const LABEL_CHOOSE = 'Choose';
export const LABEL_MANAGE_BILLING = 'Manage billing';
export const LABEL_CHANGE_PLAN = 'Change plan';
export const LABEL_OPENING_STRIPE = 'Opening Stripe…';
export const LABEL_CONTACT_SALES = 'By contract: contact us';
export const LABEL_FREE_PRICE = '$0';
export const LABEL_UNLIMITED = 'Unlimited';
export const MSG_CHECKOUT_CANCELLED = 'Checkout was cancelled; your plan has not changed.';
export const MSG_CHECKOUT_SUCCESS =
  'Thank you! Your plan changes here as soon as Stripe confirms the payment.';
export const MSG_CHANGE_THROUGH_PORTAL =
  'You have a subscription: change or cancel it in Manage billing (Stripe’s customer portal).';

export const PLAN_NAMES: Readonly<Record<Plan, string>> = {
  FREE: 'Free',
  STARTER: 'Starter',
  PROFESSIONAL: 'Professional',
  BUSINESS: 'Business',
  ENTERPRISE: 'Enterprise',
};

export const FEATURE_NAMES: Readonly<Record<PlanFeature, string>> = {
  // The 'testing' feature is for the test lab's agent tests (issue 35), not calls; Test chat in the
  // workflow editor is open to every plan (it is how a new user first talks to an agent).
  testing: 'Agent tests',
  call_highlight: 'Call highlights',
  outbound_call: 'Outbound campaigns',
  get_phone_number: 'Phone numbers',
  export_calls: 'Call export',
  invite_member: 'Team invites',
};

export const LIMIT_NAMES: Readonly<Record<PlanLimitName, string>> = {
  agents: 'Agents',
  organizations: 'Organizations',
  websiteScrapeCount: 'Websites',
  workflows: 'Workflows per agent',
  businessNumbersPerAgent: 'Numbers per agent',
};

export const perInterval = (price: string, interval: 'month' | 'year') =>
  `${price} / ${interval === 'month' ? 'month' : 'year'}`;
export const monthlyCreditsText = (credits: number) => `${credits.toLocaleString('en-US')} credits a month`;
export const featureIncluded = (name: string, included: boolean) =>
  `${name}: ${included ? 'included' : 'not included'}`;

// ---- the Billing page --------------------------------------------------------------------------------
export const LABEL_PLAN = 'Plan';
export const LABEL_STATUS = 'Status';
export const LABEL_RENEWAL = 'Renews on';
export const LABEL_ENDS = 'Ends on';
export const LABEL_NO_SUBSCRIPTION = 'No subscription';
export const LABEL_CREDITS = 'Credits';
export const LABEL_BALANCE = 'Balance';
export const LABEL_USAGE = 'Credits used per day (last 30 days)';
export const LABEL_USED = 'Used';
export const LABEL_GRANTED = 'Granted';
export const LABEL_LEDGER = 'Credit history';
export const MSG_LEDGER_EMPTY = 'No credit movements yet.';
export const MSG_LEDGER_LATEST = 'The latest 100 movements.';
export const LABEL_DATE = 'Date';
export const LABEL_AMOUNT = 'Amount';
export const LABEL_REASON = 'Reason';
export const LABEL_BALANCE_AFTER = 'Balance after';
export const LABEL_INVOICES = 'Invoices';
export const MSG_INVOICES_EMPTY = 'No invoices yet.';
export const LABEL_INVOICE = 'Invoice';
export const LABEL_VIEW_INVOICE = 'View';
export const LABEL_ADJUST_CREDITS = 'Adjust credits';
export const LABEL_ADJUSTING = 'Adjusting…';
export const LABEL_USER_ID = 'User id';
export const LABEL_ADJUST_AMOUNT = 'Amount (negative to remove)';
export const LABEL_ADJUST_REASON = 'Reason';
export const MSG_ADJUST_HELP = 'Platform administrators only. Every adjustment is recorded with its reason.';
export const creditsAdjustedToast = (balance: number) => `Credits adjusted. New balance: ${String(balance)}`;

export const LEDGER_REASON_NAMES = {
  monthly_grant: 'Monthly credits',
  call_usage: 'Call',
  purchase: 'Purchase',
  adjustment: 'Adjustment',
} as const;

export const STATUS_NAMES: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed',
  canceled: 'Cancelled',
  unpaid: 'Unpaid',
  paused: 'Paused',
  incomplete: 'Payment incomplete',
  incomplete_expired: 'Expired',
  quota_exceeded: 'Credits used up',
};

// ---- the banner when a subscription lapsed -----------------------------------------------------------
const LAPSED_REASONS: Partial<Readonly<Record<SubscriptionStatus, string>>> = {
  past_due: 'Your last payment failed.',
  unpaid: 'Your subscription is unpaid.',
  canceled: 'Your subscription was cancelled.',
  incomplete: 'Your subscription’s first payment did not complete.',
  incomplete_expired: 'Your subscription’s first payment did not complete.',
  paused: 'Your subscription is paused.',
};
export const lapsedPlanNotice = (status: SubscriptionStatus) =>
  `${LAPSED_REASONS[status] ?? ''} Your account has the Free plan’s limits until you subscribe again.`.trim();

// ---- credits used up (docs/billing.md#the-credit-ledger) ----------------------------------------------
export const LABEL_CREDITS_USED_UP = 'Credits used up';
/** What a metered balance at or below zero blocks (credit-gate.ts: campaigns pause, triggered calls refused). */
export const creditsUsedUpNotice = (balance: number) =>
  `Your credit balance is ${balance.toLocaleString('en-US')}. Outbound calls are stopped: campaigns pause and no call can be triggered until credits are added or your plan's monthly credits arrive.`;
