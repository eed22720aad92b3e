// DELETE /public/voices/clone/{id}: the clone modal's Back, Try Again and Cancel after a clone. Drops the
// clone's unchosen candidates with their provider voices and audio, so an abandoned clone leaves nothing
// behind. Only the owner's candidates are found; a clone already gone answers ok (retries are safe).
import { API_ROUTES, discardVoiceCloneRequestSchema, type OkResponse } from '@parley/domain';
import { recordAnalyticsEvent } from '../analytics/analytics';
import { defineRoute } from '../api/route-definition';
import { candidateRef, discardClone, parseCandidate } from './clone-candidates';

export const discardVoiceCloneRoute = defineRoute(
  API_ROUTES.discardVoiceClone,
  discardVoiceCloneRequestSchema,
  async ({ uid, input }): Promise<OkResponse> => {
    const named = await candidateRef(input.id).get();
    // Someone else's candidate is answered like a missing one, so ids cannot be probed.
    if (!named.exists) return { ok: true };
    const { ownerUid, cloneId } = parseCandidate(named);
    if (ownerUid !== uid) return { ok: true };
    const removed = await discardClone(uid, cloneId);
    recordAnalyticsEvent({
      name: 'voice_clone_discarded',
      uid,
      outcome: 'ok',
      properties: { candidates: removed },
    });
    return { ok: true };
  },
);
