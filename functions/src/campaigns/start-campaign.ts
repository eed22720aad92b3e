import { API_ROUTES, campaignControlRequestSchema, type CampaignControlResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { controlCampaign } from './campaign-control';

/** POST /outbound/campaign/{id}/start: needs an IDLE campaign with an active number and contacts, and the outbound-call plan. */
export const startCampaignRoute = defineRoute(
  API_ROUTES.startCampaign,
  campaignControlRequestSchema,
  ({ uid, input }): Promise<CampaignControlResponse> => controlCampaign(uid, input.id, 'start'),
);
