import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PLANS, type BillingInterval } from '@parley/domain';
import { useState } from 'react';
import type { BillingAccount } from '../hooks/use-billing-account';
import {
  LABEL_ANNUAL,
  LABEL_BILLING_INTERVAL,
  LABEL_CHANGE_PLAN,
  LABEL_DOWNGRADE,
  LABEL_MANAGE_BILLING,
  LABEL_MONTHLY,
  LABEL_OPENING_STRIPE,
  LABEL_PRICING,
  LABEL_UPGRADE,
  MSG_CHANGE_THROUGH_PORTAL,
  MSG_CHECKOUT_CANCELLED,
  MSG_PRICING_INTRO,
  PLAN_NAMES,
} from '../strings';
import { hasLiveSubscription, pricingTiers, type PricingTier } from '../utils/pricing-tiers';
import { PlanCard } from './plan-card';

export interface PricingViewProps {
  /** Null while the profile loads. */
  account: BillingAccount | null;
  /** Why the user may buy nothing (platform VIEWER), or null. */
  readOnlyReason: string | null;
  checkoutCancelled: boolean;
  /** A Stripe page is being opened: every buying control waits. */
  busy: boolean;
  onCheckout: (priceId: string) => void;
  onPortal: () => void;
}

const TIERS = pricingTiers();

/**
 * The five tiers with their limits, features and prices (monthly or annual), the current plan marked.
 * Without a live subscription a tier's button opens Stripe Checkout; with one, plan changes go through
 * the Customer Portal, which prorates, so nobody ends up with two subscriptions.
 */
export function PricingView(props: PricingViewProps) {
  const { account, readOnlyReason, checkoutCancelled, busy, onCheckout, onPortal } = props;
  const [interval, setInterval] = useState<BillingInterval>('month');
  const live = account !== null && hasLiveSubscription(account.status);
  const disabled = busy || account === null || readOnlyReason !== null;

  const actionFor = (tier: PricingTier) => {
    if (account?.plan === tier.plan || tier.plan === 'FREE') return null;
    const price = tier.prices[interval];
    // ENTERPRISE has no price: its card says it is sold by contract.
    if (!price) return null;
    const name = PLAN_NAMES[tier.plan];
    // PLANS runs cheapest first: a tier below the current plan is a downgrade, never an "Upgrade".
    const cheaper = account !== null && PLANS.indexOf(tier.plan) < PLANS.indexOf(account.plan);
    const label = live ? LABEL_CHANGE_PLAN : cheaper ? LABEL_DOWNGRADE : LABEL_UPGRADE;
    return (
      <Button
        variant={cheaper ? 'outlined' : 'contained'}
        disabled={disabled}
        aria-label={`${label}: ${name}`}
        onClick={() => {
          if (live) onPortal();
          else onCheckout(price.id);
        }}
      >
        {busy ? LABEL_OPENING_STRIPE : label}
      </Button>
    );
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {LABEL_PRICING}
        </Typography>
        {account?.hasCustomer ? (
          <Button variant="outlined" disabled={busy || readOnlyReason !== null} onClick={onPortal}>
            {LABEL_MANAGE_BILLING}
          </Button>
        ) : null}
      </Stack>
      <Typography color="text.secondary">{MSG_PRICING_INTRO}</Typography>
      {checkoutCancelled ? <Alert severity="info">{MSG_CHECKOUT_CANCELLED}</Alert> : null}
      {readOnlyReason ? <Alert severity="info">{readOnlyReason}</Alert> : null}
      {live ? <Alert severity="info">{MSG_CHANGE_THROUGH_PORTAL}</Alert> : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={interval}
        aria-label={LABEL_BILLING_INTERVAL}
        onChange={(_event, next: BillingInterval | null) => {
          if (next) setInterval(next);
        }}
      >
        {/* The theme's unselected grey is a hair under 4.5:1 on the page background. */}
        <ToggleButton value="month" sx={{ color: 'text.primary' }}>
          {LABEL_MONTHLY}
        </ToggleButton>
        <ToggleButton value="year" sx={{ color: 'text.primary' }}>
          {LABEL_ANNUAL}
        </ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        {TIERS.map((tier) => (
          <PlanCard
            key={tier.plan}
            tier={tier}
            interval={interval}
            current={account?.plan === tier.plan}
            action={actionFor(tier)}
          />
        ))}
      </Box>
    </Stack>
  );
}
