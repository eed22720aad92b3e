import {
  API_ERROR_REASONS,
  API_ROUTES,
  isCampaignIdle,
  MSG_CAMPAIGN_CONTACTS_LOCKED,
  switchRoutingType,
  updateCampaignRequestSchema,
  type CampaignResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { authorize } from '../lib/authorize';
import { checkedPool, poolableNumbers } from './campaign-pool';
import { campaignRef, requireCampaign } from './campaign-store';
import { requireAgentWorkflow } from './create-campaign';
import { readContactsFile, requireOrgContactsPath, storeContacts } from './import-contacts';

/**
 * PATCH /public/campaigns/{id}: changes the fields a user may set (not status, agent or counters), by a
 * member who is not a VIEWER. Switching to weight routing without sending numbers re-splits the active
 * weights evenly. Numbers new to the pool must be poolable (campaign-pool.ts). A new contacts file is
 * parsed and stored, only while IDLE.
 */
export const updateCampaignRoute = defineRoute(
  API_ROUTES.updateCampaign,
  updateCampaignRequestSchema,
  async ({ uid, input }): Promise<CampaignResponse> => {
    const { id, ...fields } = input;
    const current = await requireCampaign(db(), id);
    const { agent } = await authorize(null, { agentId: current.agentId }, uid, { action: 'change' });
    requireAgentWorkflow(agent, fields.workflowId);
    const path = fields.contactsFilePath;
    const newFile = path !== undefined && path !== current.contactsFilePath;
    if (newFile && path) requireOrgContactsPath(path, current.orgId);
    const parsed = newFile && path ? await readContactsFile(path) : null;

    await db().runTransaction(async (tx) => {
      const campaign = await requireCampaign(db(), id, tx);
      const sent = fields.phoneNumbers
        ? checkedPool(fields.phoneNumbers, campaign.phoneNumbers, await poolableNumbers(agent, tx))
        : undefined;
      if (newFile && !isCampaignIdle(campaign.status)) {
        throw failure('failed-precondition', MSG_CAMPAIGN_CONTACTS_LOCKED, {
          reason: API_ERROR_REASONS.campaignStatus,
        });
      }
      const phoneNumbers =
        sent ??
        (fields.routingType && fields.routingType !== campaign.routingType
          ? switchRoutingType(campaign.phoneNumbers, fields.routingType)
          : undefined);
      tx.update(campaignRef(db(), id), {
        ...fields,
        ...(phoneNumbers ? { phoneNumbers } : {}),
        // A cleared file leaves no contacts to run.
        ...(newFile && path === null ? { contactsImportedFrom: null, contactCount: 0 } : {}),
      });
    });
    if (newFile && path && parsed) await storeContacts(db(), id, path, parsed.contacts);
    return requireCampaign(db(), id);
  },
);
