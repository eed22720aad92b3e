// The run controls: start, pause, resume and terminate, each one transaction that re-reads the
// campaign and applies the domain's lifecycle (campaignActionRefusal, the same rule the web's buttons
// follow), so however many control calls race, every change goes from a status that allows it.
import {
  campaignActionRefusal,
  CAMPAIGN_STATUS_AFTER,
  isCampaignIdle,
  type CampaignControlResponse,
  type CampaignRunAction,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { campaignStatusChanged, campaignStepFailed } from '../lib/logs';
import { authorize } from '../lib/authorize';
import { campaignRef, requireCampaign, requireOutboundPlan } from './campaign-store';
import { importContacts } from './import-contacts';
import { kickCampaign } from './runner/run-campaign-step';

/**
 * Applies a run control for `uid` (an organisation member, not a VIEWER; start also needs the owner's
 * outbound-call plan). Start first stores the contacts file if it was not yet. Refusals are
 * failed-precondition with the spec's texts ('Campaign status is not in progress'...). After start
 * and resume the runner's first step is kicked here as well as by the campaign trigger.
 */
export async function controlCampaign(
  uid: string,
  id: string,
  action: CampaignRunAction,
): Promise<CampaignControlResponse> {
  if (action === 'start') {
    const campaign = await requireCampaign(db(), id);
    requireOutboundPlan(await authorize(null, { orgId: campaign.orgId }, uid, { action: 'change' }));
    const path = campaign.contactsFilePath;
    if (path && campaign.contactsImportedFrom !== path && isCampaignIdle(campaign.status)) {
      await importContacts(db(), id, path);
    }
  }
  const next = CAMPAIGN_STATUS_AFTER[action];
  const previous = await db().runTransaction(async (tx) => {
    const campaign = await requireCampaign(db(), id, tx);
    await authorize(tx, { orgId: campaign.orgId }, uid, { action: 'change' });
    const refused = campaignActionRefusal(action, campaign);
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
