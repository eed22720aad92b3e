// The agent plan gate: room for one more live agent in an organisation (who may act is authorize's).
import { API_ERROR_REASONS, canCreateAgent, MSG_AGENT_LIMIT_REACHED } from '@parley/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { authorize, type OrgAuthorization } from '../lib/authorize';
import { failure } from '../lib/errors';

/**
 * Reads, inside `tx`, what adding one live agent to `orgId` needs and refuses when the caller is not in
 * the organisation, is a VIEWER, or the owner's plan allows no more agents (permission-denied, reason
 * plan-limit, 'Agent limit reached...'; a missing owner profile counts as FREE).
 */
export async function requireRoomForAgent(
  tx: Transaction,
  orgId: string,
  uid: string,
): Promise<OrgAuthorization> {
  const access = await authorize(tx, { orgId }, uid, { action: 'change' });
  const { org, owner } = access;
  if (!canCreateAgent(owner?.plan, org.agentIds.length)) {
    // A plan limit is the user's plan refusing, not a rate limit: 403 like every plan gate, not 429.
    throw failure('permission-denied', MSG_AGENT_LIMIT_REACHED, {
      reason: API_ERROR_REASONS.planLimit,
      limit: org.agentIds.length,
    });
  }
  return access;
}
