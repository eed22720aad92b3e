import { useSearchParams } from 'react-router-dom';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useCurrentOrg } from '../../../lib/current-org';
import { useSignedInUser } from '../../../lib/session';
import { useOpenBillingPage } from '../api/open-billing-page';
import { PricingView } from '../components/pricing-view';
import { useBillingAccount } from '../hooks/use-billing-account';

/** /pricing: the plans, Upgrade → Stripe Checkout, Manage billing → the Customer Portal. */
export default function PricingPage() {
  const user = useSignedInUser();
  const account = useBillingAccount(user.uid);
  const { changeRefusal } = useCurrentOrg();
  const [params] = useSearchParams();
  const open = useOpenBillingPage();
  const notifyError = useNotifyError();
  const go = (target: Parameters<typeof open.mutate>[0]) => {
    open.mutate(target, {
      onError: (error) => {
        notifyError(error);
      },
    });
  };
  return (
    <PricingView
      account={account.status === 'success' ? account.data : null}
      readOnlyReason={changeRefusal}
      checkoutCancelled={params.get('checkout') === 'cancel'}
      // Still pending after success: the browser is leaving for Stripe.
      busy={open.isPending || open.isSuccess}
      onCheckout={(priceId) => {
        go({ kind: 'checkout', request: { priceId, quantity: 1 } });
      }}
      onPortal={() => {
        go({ kind: 'portal' });
      }}
    />
  );
}
