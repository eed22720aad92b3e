import { timingSafeEqual } from 'node:crypto';
import {
  API_ERROR_REASONS,
  API_ROUTES,
  callEndedWebhookSchema,
  MSG_UNAUTHORIZED,
  VOICE_ENGINE_SECRET_HEADER,
  type OkResponse,
} from '@parley/domain';
import type { Request } from 'firebase-functions/https';
import { defineServiceRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { secretValue } from '../lib/secrets';
import { VOICE_ENGINE_WEBHOOK_SECRET } from '../voice-engine/voice-engine-secrets';
import { recordCallEnd } from './runner/record-call-end';
import { kickCampaign } from './runner/run-campaign-step';

/**
 * The shared secret the voice engine sends in VOICE_ENGINE_SECRET_HEADER (VOICE_ENGINE_WEBHOOK_SECRET;
 * a Secret Manager secret in production, the fake engine's local one under `npm start`).
 */
function verifyVoiceEngine(req: Request): void {
  const expected = secretValue(VOICE_ENGINE_WEBHOOK_SECRET);
  const given = req.get(VOICE_ENGINE_SECRET_HEADER) ?? '';
  const ok =
    expected !== '' &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) throw failure('unauthenticated', MSG_UNAUTHORIZED, { reason: API_ERROR_REASONS.unauthenticated });
}

/**
 * POST /outbound/webhooks/call-ended: the voice engine reports a call's status. A campaign call that
 * ended frees its slot, so the campaign's next step runs right away. Repeated reports are harmless.
 */
export const callEndedWebhookRoute = defineServiceRoute(
  API_ROUTES.callEndedWebhook,
  callEndedWebhookSchema,
  verifyVoiceEngine,
  async ({ input }): Promise<OkResponse> => {
    const outcome = await recordCallEnd(db(), input);
    if (outcome.campaignId) await kickCampaign(db(), outcome.campaignId);
    return { ok: true };
  },
);
