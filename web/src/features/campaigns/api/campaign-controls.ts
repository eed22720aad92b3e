import {
  API_ROUTES,
  apiPath,
  campaignControlResponseSchema,
  shouldTerminateBeforeDelete,
  type Campaign,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import type { ApiFetch } from '../../../lib/api-client';
import { useServices } from '../../../lib/services';

export type CampaignAction = 'start' | 'pause' | 'resume' | 'terminate' | 'delete';

const CONTROL_ROUTES = {
  start: API_ROUTES.startCampaign,
  pause: API_ROUTES.pauseCampaign,
  resume: API_ROUTES.resumeCampaign,
  terminate: API_ROUTES.terminateCampaign,
} as const;

async function control(api: ApiFetch, action: Exclude<CampaignAction, 'delete'>, id: string) {
  const route = CONTROL_ROUTES[action];
  await api(apiPath(route, { id }), { method: route.method, schema: campaignControlResponseSchema });
}

/**
 * Runs a campaign action: POST /outbound/campaign/{id}/start|pause|resume|terminate, or DELETE
 * /public/campaigns/{id}, terminating a running campaign first. The new status
 * arrives through the campaign's live listener, so nothing is invalidated here.
 */
export async function runCampaignAction(api: ApiFetch, action: CampaignAction, campaign: Campaign) {
  if (action !== 'delete') {
    await control(api, action, campaign.id);
    return;
  }
  if (shouldTerminateBeforeDelete(campaign.status)) await control(api, 'terminate', campaign.id);
  const route = API_ROUTES.deleteCampaign;
  await api(apiPath(route, { id: campaign.id }), { method: route.method });
}

/** The mutation behind a campaign's Start, Pause, Resume, Terminate and Delete buttons. */
export function useCampaignAction() {
  const { api } = useServices();
  return useMutation({
    mutationFn: ({ action, campaign }: { action: CampaignAction; campaign: Campaign }) =>
      runCampaignAction(api, action, campaign),
  });
}
