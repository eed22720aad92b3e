// The run controls (platform-core §4): start, pause, resume and terminate, each one transaction that
// re-reads the campaign and applies the domain's rule for its status, so however many control calls
// race, every change goes from a status that allows it.
import {
  API_ERROR_REASONS,
  CAMPAIGN_STATUS_AFTER,
  isCampaignIdle,
  MSG_CAMPAIGN_ALREADY_STARTED,
  MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER,
  MSG_CAMPAIGN_NEEDS_CONTACTS,
  pauseCampaignError,
  resumeCampaignError,
  terminateCampaignError,
  type Campaign,
  type CampaignControlResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { campaignStatusChanged, campaignStepFailed } from '../lib/logs';
import { campaignRef, requireCampaign, requireOrgAccess, requireOutboundPlan } from './campaign-store';
import { importContacts } from './import-contacts';
import { kickCampaign } from './runner/run-campaign-step';

export type CampaignAction = keyof typeof CAMPAIGN_STATUS_AFTER;

/** Why `action` is not allowed for this campaign now, or null. */
function refusal(action: CampaignAction, campaign: Campaign): { message: string; reason: string } | null {
  const status = (message: string | null) =>
    message ? { message, reason: API_ERROR_REASONS.campaignStatus } : null;
  switch (action) {
    case 'start':
      if (!isCampaignIdle(campaign.status)) return status(MSG_CAMPAIGN_ALREADY_STARTED);
      if (!campaign.phoneNumbers.some((entry) => entry.isActive)) {
        return { message: MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER, reason: API_ERROR_REASONS.campaignNotReady };
      }
      if (campaign.contactCount === 0 || campaign.contactsImportedFrom !== campaign.contactsFilePath) {
        return { message: MSG_CAMPAIGN_NEEDS_CONTACTS, reason: API_ERROR_REASONS.campaignNotReady };
      }
      return null;
    case 'pause':
      return status(pauseCampaignError(campaign.status));
    case 'resume':
      return status(resumeCampaignError(campaign.status));
    case 'terminate':
      return status(terminateCampaignError(campaign.status));
  }
}

/**
 * Applies a run control for `uid` (an organisation member, not a VIEWER; start also needs the owner's
 * outbound-call plan). Start first stores the contacts file if it was not yet. Refusals are
 * failed-precondition with the spec's texts ('Campaign status is not in progress'...). After start
 * and resume the runner's first step is kicked here as well as by the campaign trigger.
 */
export async function controlCampaign(
  uid: string,
  id: string,
  action: CampaignAction,
): Promise<CampaignControlResponse> {
  if (action === 'start') {
    const campaign = await requireCampaign(db(), id);
    requireOutboundPlan(await requireOrgAccess(campaign.orgId, uid, true));
    const path = campaign.contactsFilePath;
    if (path && campaign.contactsImportedFrom !== path && isCampaignIdle(campaign.status)) {
      await importContacts(db(), id, path);
    }
  }
  const next = CAMPAIGN_STATUS_AFTER[action];
  const previous = await db().runTransaction(async (tx) => {
    const campaign = await requireCampaign(db(), id, tx);
    await requireOrgAccess(campaign.orgId, uid, true, tx);
    const refused = refusal(action, campaign);
    if (refused)
      throw failure('failed-precondition', refused.message, {
        reason: refused.reason,
        status: campaign.status ?? 'IDLE',
      });
    tx.update(campaignRef(db(), id), {
      status: next,
      ...(action === 'start' ? { startedAt: FieldValue.serverTimestamp() } : {}),
      ...(action === 'terminate' ? { completedAt: FieldValue.serverTimestamp() } : {}),
    });
    return campaign.status ?? null;
  });
  campaignStatusChanged(id, previous, next, uid);
  if (next === 'IN_PROGRESS') {
    await kickCampaign(db(), id).catch((error: unknown) => {
      campaignStepFailed(id, error);
    });
  }
  return { id, status: next };
}
