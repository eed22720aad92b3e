import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  causeMessage,
  type AdjustCreditsRequest,
  type BillingInvoice,
  type CreditsResponse,
} from '@parley/domain';
import { useState } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import type { BillingProfile } from '../hooks/use-billing-account';
import { LABEL_ADJUST_CREDITS, LABEL_BILLING_PAGE, MSG_CHECKOUT_SUCCESS } from '../strings';
import { AdjustCreditsDialog } from './adjust-credits-dialog';
import { CreditsSection } from './credits-section';
import { InvoicesSection } from './invoices-section';
import { SubscriptionSummary } from './subscription-summary';

export interface BillingViewProps {
  uid: string;
  profile: AsyncState<BillingProfile>;
  credits: AsyncState<CreditsResponse>;
  invoices: AsyncState<readonly BillingInvoice[]>;
  /** Back from a paid Checkout: the plan follows when Stripe's webhook arrives. */
  checkoutSucceeded: boolean;
  readOnlyReason: string | null;
  busy: boolean;
  onPortal: () => void;
  onAdjust: (request: AdjustCreditsRequest) => Promise<void>;
}

/** The Billing page: plan and subscription, credits (balance, usage, ledger) and invoices. */
export function BillingView(props: BillingViewProps) {
  const { uid, profile, credits, invoices, checkoutSucceeded, readOnlyReason, busy, onPortal, onAdjust } =
    props;
  const [adjusting, setAdjusting] = useState(false);
  const isAdmin = profile.status === 'success' && profile.data.isPlatformAdmin;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {LABEL_BILLING_PAGE}
      </Typography>
      {checkoutSucceeded ? <Alert severity="success">{MSG_CHECKOUT_SUCCESS}</Alert> : null}
      {profile.status === 'loading' ? <Skeleton variant="rounded" height={140} /> : null}
      {profile.status === 'error' ? <Alert severity="error">{causeMessage(profile.error)}</Alert> : null}
      {profile.status === 'success' ? (
        <SubscriptionSummary
          profile={profile.data}
          busy={busy}
          readOnlyReason={readOnlyReason}
          onPortal={onPortal}
        />
      ) : null}
      <CreditsSection
        credits={credits}
        action={
          isAdmin ? (
            <Button
              variant="outlined"
              size="small"
              onClick={() => {
                setAdjusting(true);
              }}
            >
              {LABEL_ADJUST_CREDITS}
            </Button>
          ) : null
        }
      />
      <InvoicesSection invoices={invoices} />
      {adjusting ? (
        <AdjustCreditsDialog
          open
          defaultUid={uid}
          onClose={() => {
            setAdjusting(false);
          }}
          onSubmit={onAdjust}
        />
      ) : null}
    </Stack>
  );
}
