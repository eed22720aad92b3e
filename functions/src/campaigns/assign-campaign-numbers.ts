import {
  addNumbersToCampaign,
  API_ERROR_REASONS,
  API_ROUTES,
  assignCampaignNumbersRequestSchema,
  COLLECTIONS,
  phoneNumberSchema,
  phoneNumberUnavailableMessage,
  type CampaignResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { campaignRef, requireAgentCampaignAccess, requireCampaign } from './campaign-store';

/**
 * POST /public/phone-numbers/campaigns/{campaignId}/assign: adds numbers to the campaign's pool as active
 * (weight routing re-splits the active weights evenly; state and country routing give them weight 0),
 * by a member who is not a VIEWER. Each number must be the agent's own or an unassigned number of the
 * organisation (the two lists of the 'Add Phone Numbers' modal); a number already in the pool is kept once.
 */
export const assignCampaignNumbersRoute = defineRoute(
  API_ROUTES.assignCampaignNumbers,
  assignCampaignNumbersRequestSchema,
  async ({ uid, input }): Promise<CampaignResponse> => {
    await db().runTransaction(async (tx) => {
      const campaign = await requireCampaign(db(), input.campaignId, tx);
      const { agent } = await requireAgentCampaignAccess(campaign.agentId, uid, true, tx);
      const owned = await tx.get(
        db().collection(COLLECTIONS.phoneNumbers).where('orgId', '==', campaign.orgId),
      );
      const available = new Map<string, string>();
      for (const doc of owned.docs) {
        const number = phoneNumberSchema.parse({ ...doc.data(), id: doc.id });
        if (number.agentId === null || number.agentId === agent.id) available.set(number.number, number.id);
      }
      if (agent.businessPhoneNumber)
        available.set(agent.businessPhoneNumber.number, agent.businessPhoneNumber.number);
      const missing = input.phoneNumbers.find((number) => !available.has(number));
      if (missing !== undefined) {
        throw failure('invalid-argument', phoneNumberUnavailableMessage(missing), {
          reason: API_ERROR_REASONS.phoneNumberUnavailable,
          number: missing,
        });
      }
      const phoneNumbers = addNumbersToCampaign(
        campaign.phoneNumbers,
        input.phoneNumbers,
        campaign.routingType,
        (number) => available.get(number) ?? number,
      );
      tx.update(campaignRef(db(), campaign.id), { phoneNumbers });
    });
    return requireCampaign(db(), input.campaignId);
  },
);
