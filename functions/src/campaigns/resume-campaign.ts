import { API_ROUTES, campaignControlRequestSchema, type CampaignControlResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { controlCampaign } from './campaign-control';

/** POST /outbound/campaign/{id}/resume: needs PAUSED ('Campaign status is not paused'); dialling continues with the next pending contact. */
export const resumeCampaignRoute = defineRoute(
  API_ROUTES.resumeCampaign,
  campaignControlRequestSchema,
  ({ uid, input }): Promise<CampaignControlResponse> => controlCampaign(uid, input.id, 'resume'),
);
