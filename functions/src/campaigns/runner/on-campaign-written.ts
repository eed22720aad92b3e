import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { db } from '../../lib/firestore';
import { VOICE_ENGINE_SECRETS } from '../../voice-engine/voice-engine-secrets';
import { kickCampaign } from './run-campaign-step';

/**
 * t_campaigns/{campaignId} written: when a campaign enters IN_PROGRESS (start or resume), the runner's
 * first step dials up to the agent's concurrency; completions take it from there. A replayed event
 * runs a step that finds nothing new to claim.
 */
export const onCampaignWritten = onDocumentWritten(
  { document: `${COLLECTIONS.campaigns}/{campaignId}`, secrets: VOICE_ENGINE_SECRETS },
  async (event) => {
    const before: unknown = event.data?.before.get('status');
    const after: unknown = event.data?.after.get('status');
    if (after !== 'IN_PROGRESS' || before === 'IN_PROGRESS') return;
    await kickCampaign(db(), event.params.campaignId);
  },
);
