import {
  API_ROUTES,
  COLLECTIONS,
  listCampaignsRequestSchema,
  type ListCampaignsResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { db } from '../lib/firestore';
import { authorize } from '../lib/authorize';
import { parseCampaign } from './campaign-store';

const createdAtMs = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** GET /public/campaigns/agent/{agentId}: the agent's campaigns, newest first (any organisation member). */
export const listCampaignsRoute = defineRoute(
  API_ROUTES.listCampaigns,
  listCampaignsRequestSchema,
  async ({ uid, input }): Promise<ListCampaignsResponse> => {
    const { agent } = await authorize(null, { agentId: input.agentId }, uid, { action: 'read' });
    const snapshot = await db()
      .collection(COLLECTIONS.campaigns)
      .where('agentId', '==', agent.id)
      .where('orgId', '==', agent.orgId)
      .get();
    return snapshot.docs
      .flatMap((doc) => parseCampaign(doc) ?? [])
      .sort((a, b) => createdAtMs(b.createdAt) - createdAtMs(a.createdAt));
  },
);
