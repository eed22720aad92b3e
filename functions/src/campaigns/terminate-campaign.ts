import { API_ROUTES, campaignControlRequestSchema, type CampaignControlResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { controlCampaign } from './campaign-control';

/** POST /outbound/campaign/{id}/terminate: needs IN_PROGRESS, PAUSED or QUEUED ('Unable to terminate campaign'); the campaign ends COMPLETED. */
export const terminateCampaignRoute = defineRoute(
  API_ROUTES.terminateCampaign,
  campaignControlRequestSchema,
  ({ uid, input }): Promise<CampaignControlResponse> => controlCampaign(uid, input.id, 'terminate'),
);
