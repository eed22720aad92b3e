import { onSchedule } from 'firebase-functions/scheduler';
import { syncPendingAssistants } from './sync-agent-assistant';
import { VAPI_CLIENT_SECRETS } from './vapi-secrets';

/**
 * Every 10 minutes, syncs again the live agents whose Vapi assistant was left pending (Vapi was down or
 * refused it at publish), so a publish is never silently lost on Vapi's side (docs/voice-engine.md).
 */
export const sweepVapiAssistants = onSchedule(
  { schedule: 'every 10 minutes', timeoutSeconds: 300, secrets: VAPI_CLIENT_SECRETS },
  async () => {
    await syncPendingAssistants();
  },
);
