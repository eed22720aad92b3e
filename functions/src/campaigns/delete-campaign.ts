import {
  API_ERROR_REASONS,
  API_ROUTES,
  BATCH_CHUNK_SIZE,
  campaignIdRequestSchema,
  shouldTerminateBeforeDelete,
  type OkResponse,
} from '@parley/domain';
import { HttpsError } from 'firebase-functions/https';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { authorize } from '../lib/authorize';
import { controlCampaign } from './campaign-control';
import { campaignRef, contactsRef, requireCampaign } from './campaign-store';

/**
 * DELETE /public/campaigns/{id}: by a member who is not a VIEWER. A running, paused or queued campaign
 * is terminated first, so the runner has stopped before the document goes. Its
 * call records stay (they are the organisation's call history); its contacts go.
 */
export const deleteCampaignRoute = defineRoute(
  API_ROUTES.deleteCampaign,
  campaignIdRequestSchema,
  async ({ uid, input }): Promise<OkResponse> => {
    const campaign = await requireCampaign(db(), input.id);
    await authorize(null, { orgId: campaign.orgId }, uid, { action: 'change' });
    if (shouldTerminateBeforeDelete(campaign.status)) {
      // A race may have ended it meanwhile; then there is nothing left to terminate.
      await controlCampaign(uid, input.id, 'terminate').catch((error: unknown) => {
        if (!(error instanceof HttpsError && error.code === 'failed-precondition')) throw error;
      });
    }
    await db().runTransaction(async (tx) => {
      const current = await requireCampaign(db(), input.id, tx);
      if (shouldTerminateBeforeDelete(current.status)) {
        throw failure('aborted', 'The campaign changed while it was being deleted; try again', {
          reason: API_ERROR_REASONS.campaignStatus,
        });
      }
      tx.delete(campaignRef(db(), input.id));
    });
    for (;;) {
      const page = await contactsRef(db(), input.id).limit(BATCH_CHUNK_SIZE).get();
      if (page.empty) break;
      const batch = db().batch();
      for (const doc of page.docs) batch.delete(doc.ref);
      await batch.commit();
    }
    return { ok: true };
  },
);
