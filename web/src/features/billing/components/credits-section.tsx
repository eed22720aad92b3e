import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { causeMessage, type CreditsResponse } from '@parley/domain';
import { useMemo, type ReactNode } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import { LABEL_BALANCE, LABEL_CREDITS, LABEL_USAGE, MSG_LEDGER_EMPTY, MSG_LEDGER_LATEST } from '../strings';
import { usageByDay } from '../utils/usage-by-day';
import { TitledSection } from '../../../components/titled-section';
import { creditsUsedUp, CreditsUsedUpNotice } from './credits-problem';
import { LedgerTable } from './ledger-table';
import { UsageChart } from './usage-chart';

function CreditsBody({ credits }: { credits: CreditsResponse }) {
  const series = useMemo(() => usageByDay(credits.entries, new Date()), [credits.entries]);
  return (
    <>
      {creditsUsedUp(credits) ? (
        <CreditsUsedUpNotice balance={credits.balance} linkToBilling={false} />
      ) : null}
      <Typography variant="h4" component="p" aria-label={`${LABEL_BALANCE}: ${String(credits.balance)}`}>
        <span data-testid="credit-balance">{credits.balance.toLocaleString('en-US')}</span>
      </Typography>
      <Typography variant="subtitle2" component="h3">
        {LABEL_USAGE}
      </Typography>
      <UsageChart series={series} label={LABEL_USAGE} />
      {credits.entries.length === 0 ? (
        <Typography color="text.secondary">{MSG_LEDGER_EMPTY}</Typography>
      ) : (
        <>
          <LedgerTable entries={credits.entries} />
          <Typography variant="caption" color="text.secondary">
            {MSG_LEDGER_LATEST}
          </Typography>
        </>
      )}
    </>
  );
}

/** The credit balance, the usage chart by day and the ledger, from GET /billing/credits. */
export function CreditsSection({
  credits,
  action,
}: {
  credits: AsyncState<CreditsResponse>;
  action?: ReactNode;
}) {
  return (
    <TitledSection title={LABEL_CREDITS} actions={action}>
      {credits.status === 'loading' ? <Skeleton variant="rounded" height={220} /> : null}
      {credits.status === 'error' ? <Alert severity="error">{causeMessage(credits.error)}</Alert> : null}
      {credits.status === 'success' ? <CreditsBody credits={credits.data} /> : null}
    </TitledSection>
  );
}
