import { API_ROUTES, creditsResponseSchema, type CreditsResponse } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { queryState, type AsyncState } from '../../../lib/async-state';
import { useServices } from '../../../lib/services';
import { billingKeys } from './billing-keys';

/**
 * GET /billing/credits: the signed-in user's balance, latest ledger entries (newest first, for the
 * usage chart and the ledger table) and subscription status; refetched on window focus, so returning
 * from Stripe's pages shows the new state.
 */
export function useCredits(): AsyncState<CreditsResponse> {
  const { api } = useServices();
  const result = useQuery({
    queryKey: billingKeys.credits,
    queryFn: () => api(API_ROUTES.getCredits.path, { method: 'GET', schema: creditsResponseSchema }),
    refetchOnWindowFocus: true,
  });
  return queryState(result);
}
