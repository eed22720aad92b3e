import {
  causeMessage,
  API_ROUTES,
  AVAILABLE_NUMBERS_CACHE_MS,
  MSG_UNAUTHORIZED_ACCESS,
  apiPath,
  availablePhoneNumbersResponseSchema,
  fetchAvailableNumbersErrorMessage,
  type AvailablePhoneNumbers,
} from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { queryState, type AsyncState } from '../../../lib/async-state';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';
import { useSession } from '../../../lib/session';

/**
 * GET /public/phone-numbers/agents/{agentId}/available: the agent's and the organisation's unassigned
 * numbers, cached 30 seconds and refetched on window focus. Runs only signed in and
 * with an agent id, else fails with 'Unauthorized access'; a failed call reads
 * 'Error fetching available phone numbers: …'. Fetched only while `enabled` (the modal is open).
 */
export function useAvailableNumbers(agentId: string, enabled: boolean): AsyncState<AvailablePhoneNumbers> {
  const { api } = useServices();
  const signedIn = useSession().session.status === 'signedIn';
  const result = useQuery({
    queryKey: queryKeys.availablePhoneNumbers(agentId),
    queryFn: async () => {
      if (!signedIn || agentId === '') throw new Error(MSG_UNAUTHORIZED_ACCESS);
      const route = API_ROUTES.agentAvailablePhoneNumbers;
      try {
        return await api(apiPath(route, { agentId }), {
          method: route.method,
          schema: availablePhoneNumbersResponseSchema,
        });
      } catch (error) {
        throw new Error(fetchAvailableNumbersErrorMessage(causeMessage(error)), { cause: error });
      }
    },
    staleTime: AVAILABLE_NUMBERS_CACHE_MS,
    refetchOnWindowFocus: true,
    enabled,
  });
  return queryState(result);
}
