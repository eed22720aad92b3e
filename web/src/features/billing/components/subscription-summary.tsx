import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { formatTimestamp } from '../../../lib/timestamps';
import type { BillingProfile } from '../hooks/use-billing-account';
import {
  LABEL_CHANGE_PLAN,
  LABEL_MANAGE_BILLING,
  LABEL_NO_SUBSCRIPTION,
  LABEL_PLAN,
  LABEL_RENEWAL,
  LABEL_STATUS,
  PLAN_NAMES,
  STATUS_NAMES,
} from '../strings';
import { hasLiveSubscription, isLapsed } from '../utils/pricing-tiers';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The plan in force, the subscription's status and renewal date, and the ways to change them. */
export function SubscriptionSummary({
  profile,
  busy,
  readOnlyReason,
  onPortal,
}: {
  profile: BillingProfile;
  busy: boolean;
  readOnlyReason: string | null;
  onPortal: () => void;
}) {
  const headingId = useId();
  const live = hasLiveSubscription(profile.status);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2">
          {LABEL_PLAN}
        </Typography>
        <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 3, m: 0 }}>
          <Field label={LABEL_PLAN}>
            <span data-testid="current-plan">{PLAN_NAMES[profile.plan]}</span>
          </Field>
          <Field label={LABEL_STATUS}>
            {profile.status ? (
              <Chip
                size="small"
                label={STATUS_NAMES[profile.status]}
                color={isLapsed(profile.status) ? 'warning' : 'success'}
              />
            ) : (
              LABEL_NO_SUBSCRIPTION
            )}
          </Field>
          {live && profile.periodEnd !== null ? (
            <Field label={LABEL_RENEWAL}>{formatTimestamp(profile.periodEnd * 1000)}</Field>
          ) : null}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={paths.pricing} variant="contained">
            {LABEL_CHANGE_PLAN}
          </Button>
          {profile.hasCustomer ? (
            <Button variant="outlined" disabled={busy || readOnlyReason !== null} onClick={onPortal}>
              {LABEL_MANAGE_BILLING}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
