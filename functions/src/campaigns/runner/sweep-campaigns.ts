import { COLLECTIONS } from '@parley/domain';
import { onSchedule } from 'firebase-functions/scheduler';
import { db } from '../../lib/firestore';
import { VOICE_ENGINE_SECRETS } from '../../voice-engine/voice-engine-secrets';
import { kickCampaigns } from './run-campaign-step';

/**
 * Every minute, one step for each running campaign. Completions and the campaign trigger normally drive
 * the runner; this picks up what they cannot: contacts whose callee-local hours have just opened (the
 * pre-dial decision put them off until then, so they are called within a minute of it), calls whose
 * dispatch died (their lease has run out) and campaigns whose last trigger was lost in a redeploy. A
 * step with nothing due reads a handful of documents and writes one.
 */
export const sweepCampaigns = onSchedule(
  { schedule: 'every 1 minutes', secrets: VOICE_ENGINE_SECRETS },
  async () => {
    const running = await db().collection(COLLECTIONS.campaigns).where('status', '==', 'IN_PROGRESS').get();
    await kickCampaigns(
      db(),
      running.docs.map((doc) => doc.id),
    );
  },
);
