import {
  API_ROUTES,
  apiPath,
  campaignPhoneNumberSchema,
  campaignResponseSchema,
  routingTypeSchema,
} from '@parley/domain';
import { useCallback } from 'react';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

/** A campaign's routing: its routing type and its number pool with active flags and weights. */
export const campaignRoutingSchema = z.object({
  routingType: routingTypeSchema,
  phoneNumbers: z.array(campaignPhoneNumberSchema),
});
export type CampaignRoutingWrite = z.infer<typeof campaignRoutingSchema>;

/**
 * Saves a campaign's routing type and number pool (weights, active flags) through PATCH
 * /public/campaigns/{id}, the one path that writes a pool: it checks the organisation holds every
 * number, and firestore.rules deny direct writes. The campaign's live listener shows the result.
 */
export function useUpdateCampaignRouting(campaignId: string) {
  const { api } = useServices();
  return useCallback(
    async (routing: CampaignRoutingWrite) => {
      const { routingType, phoneNumbers } = campaignRoutingSchema.parse(routing);
      const route = API_ROUTES.updateCampaign;
      await api(apiPath(route, { id: campaignId }), {
        method: route.method,
        body: { routingType, phoneNumbers },
        schema: campaignResponseSchema,
      });
    },
    [api, campaignId],
  );
}
