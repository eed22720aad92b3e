import {
  API_ERROR_REASONS,
  API_ROUTES,
  campaignSchema,
  COLLECTIONS,
  createCampaignRequestSchema,
  type Agent,
  type CampaignResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { authorize } from '../lib/authorize';
import { checkedPool, poolableNumbers } from './campaign-pool';
import { campaignRef, requireCampaign, requireOutboundPlan } from './campaign-store';
import { readContactsFile, requireOrgContactsPath, storeContacts } from './import-contacts';

/** Refuses a workflow that is not one of the agent's (invalid-argument). */
export function requireAgentWorkflow(agent: Agent, workflowId: string | null | undefined): void {
  if (workflowId && !agent.workflowIds.includes(workflowId)) {
    throw failure('invalid-argument', `Workflow ${workflowId} is not one of the agent's workflows`, {
      reason: API_ERROR_REASONS.invalidInput,
      issues: [{ path: 'workflowId', message: 'Not one of the agent’s workflows' }],
    });
  }
}

/**
 * POST /public/campaigns: a new IDLE campaign of an agent, by an organisation member who is not a
 * VIEWER, when the owner's plan has outbound calls ('Upgrade your plan to create outbound campaigns').
 * Every pool number must be poolable (the agent's or an unassigned number of the organisation). A
 * contacts file is parsed before anything is written, so a bad file leaves no campaign behind.
 */
export const createCampaignRoute = defineRoute(
  API_ROUTES.createCampaign,
  createCampaignRequestSchema,
  async ({ uid, input }): Promise<CampaignResponse> => {
    const access = await authorize(null, { agentId: input.agentId }, uid, { action: 'change' });
    requireOutboundPlan(access);
    const { agent } = access;
    requireAgentWorkflow(agent, input.workflowId);
    const path = input.contactsFilePath ?? null;
    if (path) requireOrgContactsPath(path, agent.orgId);
    const parsed = path ? await readContactsFile(path) : null;
    const phoneNumbers = checkedPool(input.phoneNumbers ?? [], [], await poolableNumbers(agent));

    const ref = db().collection(COLLECTIONS.campaigns).doc();
    const campaign = campaignSchema.parse({
      ...input,
      phoneNumbers,
      id: ref.id,
      orgId: agent.orgId,
      workflowId: input.workflowId ?? agent.workflowSettings.defaultWorkflowId,
      status: 'IDLE',
    });
    await campaignRef(db(), ref.id).create({ ...campaign, createdAt: FieldValue.serverTimestamp() });
    if (path && parsed) await storeContacts(db(), ref.id, path, parsed.contacts);
    return requireCampaign(db(), ref.id);
  },
);
