import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SubscriptionStatus } from '@parley/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/session';
import { LABEL_BILLING_PAGE, lapsedPlanNotice } from '../strings';
import { useBillingAccount } from '../hooks/use-billing-account';
import { isLapsed } from '../utils/pricing-tiers';

/** The banner itself: why the plan fell back to FREE, and the way to Billing. */
export function LapsedPlanNotice({ status }: { status: SubscriptionStatus }) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={paths.billing} color="inherit" size="small">
          {LABEL_BILLING_PAGE}
        </Button>
      }
    >
      {lapsedPlanNotice(status)}
    </Alert>
  );
}

/**
 * Above every signed-in page while the user's subscription is past due, unpaid, cancelled or expired:
 * their plan fell back to FREE's limits (the server's effective plan), and this says why.
 */
export function LapsedPlanBanner() {
  const user = useSignedInUser();
  const account = useBillingAccount(user.uid);
  if (account.status !== 'success' || !isLapsed(account.data.status) || account.data.status === null)
    return null;
  return <LapsedPlanNotice status={account.data.status} />;
}
