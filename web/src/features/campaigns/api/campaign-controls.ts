import {
  API_ROUTES,
  apiPath,
  campaignControlResponseSchema,
  type Campaign,
  type CampaignAction,
  type CampaignRunAction,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiFetch } from '../../../lib/api-client';
import { useServices } from '../../../lib/services';

const CONTROL_ROUTES = {
  start: API_ROUTES.startCampaign,
  pause: API_ROUTES.pauseCampaign,
  resume: API_ROUTES.resumeCampaign,
  terminate: API_ROUTES.terminateCampaign,
} as const satisfies Record<CampaignRunAction, unknown>;

/**
 * Runs a campaign action: POST /outbound/campaign/{id}/start|pause|resume|terminate, or DELETE
 * /public/campaigns/{id}, which terminates a running campaign itself first (so delete sends one
 * request, and one terminate). The new status arrives through the campaign's live listener, so nothing
 * is invalidated here.
 */
export async function runCampaignAction(api: ApiFetch, action: CampaignAction, campaign: Campaign) {
  const route = action === 'delete' ? API_ROUTES.deleteCampaign : CONTROL_ROUTES[action];
  const path = apiPath(route, { id: campaign.id });
  if (action === 'delete') await api(path, { method: route.method });
  else await api(path, { method: route.method, schema: campaignControlResponseSchema });
}

/** The mutation behind a campaign's Start, Pause, Resume, Terminate and Delete buttons. */
export function useCampaignAction() {
  const { api } = useServices();
  return useMutation({
    mutationFn: ({ action, campaign }: { action: CampaignAction; campaign: Campaign }) =>
      runCampaignAction(api, action, campaign),
  });
}
