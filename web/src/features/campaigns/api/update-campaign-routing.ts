import { campaignPhoneNumberSchema, routingTypeSchema } from '@parley/domain';
import { updateDoc } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { campaignDocRef } from './campaign-refs';

/** Exactly the fields members may write to a campaign directly (the rules allow only these). */
export const campaignRoutingSchema = z.object({
  routingType: routingTypeSchema,
  phoneNumbers: z.array(campaignPhoneNumberSchema),
});
export type CampaignRoutingWrite = z.infer<typeof campaignRoutingSchema>;

/** Writes a campaign's routing type and number pool (weights, active flags) to Firestore. */
export function useUpdateCampaignRouting(campaignId: string) {
  const firestore = useFirestore();
  return useCallback(
    async (routing: CampaignRoutingWrite) => {
      const { routingType, phoneNumbers } = campaignRoutingSchema.parse(routing);
      await updateDoc(campaignDocRef(firestore, campaignId), { routingType, phoneNumbers });
    },
    [firestore, campaignId],
  );
}
