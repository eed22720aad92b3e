import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { CreditsResponse } from '@parley/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useCredits } from '../api/get-credits';
import { creditsUsedUpNotice, LABEL_BILLING_PAGE, LABEL_CREDITS_USED_UP } from '../strings';

/**
 * Whether the balance stops calls: metered (granted at least once) and at or below zero, the server's
 * own rule (functions/src/billing/credit-gate.ts). An unmetered balance stops nothing.
 */
export const creditsUsedUp = (credits: Pick<CreditsResponse, 'balance' | 'metered'>): boolean =>
  credits.metered && credits.balance <= 0;

/** The problem itself: the balance and what it blocks, with the way to Billing unless already there. */
export function CreditsUsedUpNotice({ balance, linkToBilling }: { balance: number; linkToBilling: boolean }) {
  return (
    <Alert
      severity="error"
      action={
        linkToBilling ? (
          <Button component={RouterLink} to={paths.billing} color="inherit" size="small">
            {LABEL_BILLING_PAGE}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{LABEL_CREDITS_USED_UP}</AlertTitle>
      {creditsUsedUpNotice(balance)}
    </Alert>
  );
}

/** Where calls are made (campaigns): the notice while the signed-in user's credits are used up. */
export function CreditsUsedUpBanner() {
  const credits = useCredits();
  if (credits.status !== 'success' || !creditsUsedUp(credits.data)) return null;
  return <CreditsUsedUpNotice balance={credits.data.balance} linkToBilling />;
}
