import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useCurrentOrg } from '../../../lib/current-org';
import { useSignedInUser } from '../../../lib/session';
import { useAdjustCredits } from '../api/adjust-credits';
import { billingKeys } from '../api/billing-keys';
import { useCredits } from '../api/get-credits';
import { useInvoices } from '../api/list-invoices';
import { useOpenBillingPage } from '../api/open-billing-page';
import { BillingView } from '../components/billing-view';
import { useBillingAccount } from '../hooks/use-billing-account';
import { creditsAdjustedToast } from '../strings';

/**
 * /settings/billing: the plan (live from the profile), invoices and credits. Stripe's webhooks change
 * the profile; each change of plan or status refetches credits and invoices, which it may have changed
 * (a paid invoice grants credits), so the page follows without a reload.
 */
export default function BillingPage() {
  const user = useSignedInUser();
  const profile = useBillingAccount(user.uid);
  const credits = useCredits();
  const invoices = useInvoices();
  const { changeRefusal } = useCurrentOrg();
  const [params] = useSearchParams();
  const open = useOpenBillingPage();
  const adjust = useAdjustCredits();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();

  const version = profile.status === 'success' ? `${profile.data.plan}:${String(profile.data.status)}` : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (version === null) return;
    // The first reading is what the queries were fetched against; only a change refetches.
    if (seen.current !== null && seen.current !== version) {
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    }
    seen.current = version;
  }, [version, queryClient]);

  return (
    <BillingView
      uid={user.uid}
      profile={profile}
      credits={credits}
      invoices={invoices}
      checkoutSucceeded={params.get('checkout') === 'success'}
      readOnlyReason={changeRefusal}
      busy={open.isPending || open.isSuccess}
      onPortal={() => {
        open.mutate(
          { kind: 'portal' },
          {
            onError: (error) => {
              notifyError(error);
            },
          },
        );
      }}
      onAdjust={async (request) => {
        const { balance } = await adjust.mutateAsync(request);
        notify(creditsAdjustedToast(balance), { severity: 'success' });
      }}
    />
  );
}
