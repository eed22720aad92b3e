import { API_ROUTES, campaignIdRequestSchema, type CampaignResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { db } from '../lib/firestore';
import { authorize } from '../lib/authorize';
import { requireCampaign } from './campaign-store';

/** GET /public/campaigns/{id}: one campaign (any organisation member); 404 'Campaign not found'. */
export const getCampaignRoute = defineRoute(
  API_ROUTES.getCampaign,
  campaignIdRequestSchema,
  async ({ uid, input }): Promise<CampaignResponse> => {
    const campaign = await requireCampaign(db(), input.id);
    await authorize(null, { orgId: campaign.orgId }, uid, { action: 'read' });
    return campaign;
  },
);
