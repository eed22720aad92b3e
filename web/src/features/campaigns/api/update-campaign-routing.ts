import {
  API_ROUTES,
  CAMPAIGN_POOL_CLIENT_WRITE_MAX,
  apiPath,
  campaignPhoneNumberSchema,
  campaignResponseSchema,
  routingTypeSchema,
} from '@parley/domain';
import { updateDoc } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { useServices } from '../../../lib/services';
import { campaignDocRef } from './campaign-refs';

/** Exactly the fields members may write to a campaign directly (the rules allow only these). */
export const campaignRoutingSchema = z.object({
  routingType: routingTypeSchema,
  phoneNumbers: z.array(campaignPhoneNumberSchema),
});
export type CampaignRoutingWrite = z.infer<typeof campaignRoutingSchema>;

/**
 * Writes a campaign's routing type and number pool (weights, active flags) straight to Firestore. The
 * rules check a pool entry by entry up to CAMPAIGN_POOL_CLIENT_WRITE_MAX entries; a larger pool goes
 * through PATCH /public/campaigns/{id} instead.
 */
export function useUpdateCampaignRouting(campaignId: string) {
  const firestore = useFirestore();
  const { api } = useServices();
  return useCallback(
    async (routing: CampaignRoutingWrite) => {
      const { routingType, phoneNumbers } = campaignRoutingSchema.parse(routing);
      if (phoneNumbers.length <= CAMPAIGN_POOL_CLIENT_WRITE_MAX) {
        await updateDoc(campaignDocRef(firestore, campaignId), { routingType, phoneNumbers });
        return;
      }
      const route = API_ROUTES.updateCampaign;
      await api(apiPath(route, { id: campaignId }), {
        method: route.method,
        body: { routingType, phoneNumbers },
        schema: campaignResponseSchema,
      });
    },
    [firestore, api, campaignId],
  );
}
