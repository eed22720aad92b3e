import {
  API_ERROR_REASONS,
  API_ROUTES,
  CALL_EVENT_SIGNATURE_HEADER,
  callEventSchema,
  MSG_UNAUTHORIZED,
} from '@parley/domain';
import type { Request } from 'firebase-functions/https';
import { defineServiceRoute } from '../api/route-definition';
import { kickCampaign } from '../campaigns/runner/run-campaign-step';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { secretValue } from '../lib/secrets';
import { VOICE_ENGINE_WEBHOOK_SECRET } from '../voice-engine/voice-engine-secrets';
import { recordCallEvent } from './apply-call-event';
import { verifyCallEventSignature } from './call-event-signature';
import { finishCall } from './finish-call';
import { syncCallSummary } from './sync-call-summary';

/** Checks the signature over the raw bytes (never re-serialised JSON): 401 before anything is read. */
function verifyEngineSignature(req: Request): void {
  const ok =
    Buffer.isBuffer(req.rawBody) &&
    verifyCallEventSignature(
      req.rawBody,
      req.get(CALL_EVENT_SIGNATURE_HEADER) ?? '',
      secretValue(VOICE_ENGINE_WEBHOOK_SECRET),
      Math.floor(Date.now() / 1000),
    );
  if (!ok) throw failure('unauthenticated', MSG_UNAUTHORIZED, { reason: API_ERROR_REASONS.webhookSignature });
}

/**
 * POST /voice-engine/webhooks/call-events: one event of any call (docs/calls.md). The record merges it
 * once and in any order; an ended call is finished (campaign slot, credits, notifications) on every
 * delivery, each step keyed by the call, so a retry completes whatever a crash left undone. The
 * summaries follow through the t_calls trigger; syncing here too makes them current before the answer
 * (the trigger's later run then finds nothing to add).
 */
export const callEventsWebhookRoute = defineServiceRoute(
  API_ROUTES.callEvents,
  callEventSchema,
  verifyEngineSignature,
  async ({ input }) => {
    const { call, changed } = await recordCallEvent(db(), input);
    await syncCallSummary(db(), call.id);
    const campaignId = await finishCall(db(), call);
    if (campaignId) await kickCampaign(db(), campaignId);
    return { ok: true, changed };
  },
);
