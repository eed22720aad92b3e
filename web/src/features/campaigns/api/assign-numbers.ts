import {
  causeMessage,
  API_ROUTES,
  apiPath,
  assignNumbersErrorMessage,
  campaignResponseSchema,
  type AssignCampaignNumbersRequest,
} from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';

/**
 * POST /public/phone-numbers/campaigns/{campaignId}/assign: the server adds the numbers to the campaign's
 * pool as active. A failure reads 'Error adding phone numbers to campaign: …'. Refreshes the campaign's
 * numbers and the agent's available numbers.
 */
export function useAssignCampaignNumbers(agentId: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ campaignId, phoneNumbers }: AssignCampaignNumbersRequest) => {
      const route = API_ROUTES.assignCampaignNumbers;
      try {
        return await api(apiPath(route, { campaignId }), {
          method: route.method,
          body: { phoneNumbers },
          schema: campaignResponseSchema,
        });
      } catch (error) {
        throw new Error(assignNumbersErrorMessage(causeMessage(error)), { cause: error });
      }
    },
    onSuccess: (_campaign, { campaignId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaignPhoneNumbers(campaignId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availablePhoneNumbers(agentId) }),
      ]),
  });
}
