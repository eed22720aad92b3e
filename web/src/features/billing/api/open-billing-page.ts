import { API_ROUTES, billingRedirectResponseSchema, type CreateCheckoutSessionRequest } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiFetch } from '../../../lib/api-client';
import { useServices } from '../../../lib/services';

/**
 * The Stripe page to send the browser to: Checkout for a price (POST /billing/checkout-session) or the
 * Customer Portal (POST /billing/portal-session). The plan changes later, by Stripe's webhook, and the
 * profile's live listener shows it.
 */
export async function billingPageUrl(
  api: ApiFetch,
  target: { kind: 'checkout'; request: CreateCheckoutSessionRequest } | { kind: 'portal' },
): Promise<string> {
  const { path, method } =
    target.kind === 'checkout' ? API_ROUTES.createCheckoutSession : API_ROUTES.createPortalSession;
  const body = target.kind === 'checkout' ? target.request : {};
  return (await api(path, { method, body, schema: billingRedirectResponseSchema })).url;
}

/** The mutation behind Upgrade and Manage billing: resolves the URL and leaves for it. */
export function useOpenBillingPage(
  navigate: (url: string) => void = (url) => {
    window.location.assign(url);
  },
) {
  const { api } = useServices();
  return useMutation({
    mutationFn: async (target: Parameters<typeof billingPageUrl>[1]) => {
      navigate(await billingPageUrl(api, target));
    },
  });
}
