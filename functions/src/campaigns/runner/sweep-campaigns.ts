import { COLLECTIONS } from '@parley/domain';
import { onSchedule } from 'firebase-functions/scheduler';
import { db } from '../../lib/firestore';
import { campaignStepFailed } from '../../lib/logs';
import { VOICE_ENGINE_SECRETS } from '../../voice-engine/voice-engine-secrets';
import { kickCampaign } from './run-campaign-step';

/**
 * Every minute, one step for each running campaign. Completions and the campaign trigger normally drive
 * the runner; this picks up what they cannot: calls whose dispatch died (their lease has run out) and
 * campaigns whose last trigger was lost in a redeploy.
 */
export const sweepCampaigns = onSchedule(
  { schedule: 'every 1 minutes', secrets: VOICE_ENGINE_SECRETS },
  async () => {
    const running = await db().collection(COLLECTIONS.campaigns).where('status', '==', 'IN_PROGRESS').get();
    await Promise.all(
      running.docs.map((doc) =>
        kickCampaign(db(), doc.id).catch((error: unknown) => {
          campaignStepFailed(doc.id, error);
        }),
      ),
    );
  },
);
