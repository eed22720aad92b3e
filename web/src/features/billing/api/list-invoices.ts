import { API_ROUTES, listInvoicesResponseSchema, type BillingInvoice } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { queryState, type AsyncState } from '../../../lib/async-state';
import { useServices } from '../../../lib/services';
import { billingKeys } from './billing-keys';

/** GET /billing/invoices: the signed-in user's Stripe invoices, newest first. */
export function useInvoices(): AsyncState<BillingInvoice[]> {
  const { api } = useServices();
  const result = useQuery({
    queryKey: billingKeys.invoices,
    queryFn: async () =>
      (await api(API_ROUTES.listInvoices.path, { method: 'GET', schema: listInvoicesResponseSchema }))
        .invoices,
    refetchOnWindowFocus: true,
  });
  return queryState(result);
}
