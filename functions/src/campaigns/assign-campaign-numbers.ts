import {
  addNumbersToCampaign,
  API_ROUTES,
  assignCampaignNumbersRequestSchema,
  type CampaignResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { db } from '../lib/firestore';
import { authorize } from '../lib/authorize';
import { poolableNumbers, requirePoolable } from './campaign-pool';
import { campaignRef, requireCampaign } from './campaign-store';

/**
 * POST /public/phone-numbers/campaigns/{campaignId}/assign: adds numbers to the campaign's pool as active
 * (weight routing re-splits the active weights evenly; state and country routing give them weight 0),
 * by a member who is not a VIEWER. Each number must be poolable (the agent's own or an unassigned number
 * of the organisation: the two lists of the 'Add Phone Numbers' modal); one already in the pool is kept once.
 */
export const assignCampaignNumbersRoute = defineRoute(
  API_ROUTES.assignCampaignNumbers,
  assignCampaignNumbersRequestSchema,
  async ({ uid, input }): Promise<CampaignResponse> => {
    await db().runTransaction(async (tx) => {
      const campaign = await requireCampaign(db(), input.campaignId, tx);
      const { agent } = await authorize(tx, { agentId: campaign.agentId }, uid, { action: 'change' });
      const poolable = await poolableNumbers(agent, tx);
      requirePoolable(input.phoneNumbers, poolable);
      const phoneNumbers = addNumbersToCampaign(
        campaign.phoneNumbers,
        input.phoneNumbers,
        campaign.routingType,
        (number) => poolable.get(number) ?? number,
      );
      tx.update(campaignRef(db(), campaign.id), { phoneNumbers });
    });
    return requireCampaign(db(), input.campaignId);
  },
);
