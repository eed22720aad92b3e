import { API_ROUTES, campaignControlRequestSchema, type CampaignControlResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { controlCampaign } from './campaign-control';

/** POST /outbound/campaign/{id}/pause: needs IN_PROGRESS ('Campaign status is not in progress'); calls under way finish, no new ones start. */
export const pauseCampaignRoute = defineRoute(
  API_ROUTES.pauseCampaign,
  campaignControlRequestSchema,
  ({ uid, input }): Promise<CampaignControlResponse> => controlCampaign(uid, input.id, 'pause'),
);
