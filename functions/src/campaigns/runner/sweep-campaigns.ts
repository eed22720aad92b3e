import { COLLECTIONS, isWithinCallingWindow } from '@parley/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { db } from '../../lib/firestore';
import { VOICE_ENGINE_SECRETS } from '../../voice-engine/voice-engine-secrets';
import { parseCampaign } from '../campaign-store';
import { kickCampaigns } from './run-campaign-step';

/** Whether a running campaign is inside its calling window; a malformed one is stepped (and logged). */
function isDue(doc: DocumentSnapshot, now: number): boolean {
  try {
    return isWithinCallingWindow(parseCampaign(doc)?.schedule ?? null, now);
  } catch {
    return true;
  }
}

/**
 * Every minute, one step for each running campaign inside its calling window. Completions and the
 * campaign trigger normally drive the runner; this picks up what they cannot: a campaign whose calling
 * window has just opened (it waits with its contacts PENDING, so it resumes within a minute of the
 * window's start), calls whose dispatch died (their lease has run out) and campaigns whose last
 * trigger was lost in a redeploy.
 */
export const sweepCampaigns = onSchedule(
  { schedule: 'every 1 minutes', secrets: VOICE_ENGINE_SECRETS },
  async () => {
    const running = await db().collection(COLLECTIONS.campaigns).where('status', '==', 'IN_PROGRESS').get();
    const now = Date.now();
    await kickCampaigns(
      db(),
      running.docs.filter((doc) => isDue(doc, now)).map((doc) => doc.id),
    );
  },
);
