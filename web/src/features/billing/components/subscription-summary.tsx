import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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
import { TitledSection } from '../../../components/titled-section';

function Field({ label, children }: { label: string; children: ReactNode }) {
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
  const live = hasLiveSubscription(profile.status);
  return (
    <TitledSection title={LABEL_PLAN}>
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
    </TitledSection>
  );
}
