// Checks shared by the agent functions: who may add agents to an organisation, within which limit.
import {
  API_ERROR_REASONS,
  canCreateAgent,
  MSG_AGENT_LIMIT_REACHED,
  MSG_ORG_NOT_FOUND,
  MSG_USER_NOT_FOUND,
  type Organisation,
  type User,
} from '@parley/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { readOrg, readUser } from '../lib/collections';
import { failure } from '../lib/errors';
import { requireNotViewer, requireOrgMember } from '../orgs/org-access';

export interface AgentTarget {
  org: Organisation;
  caller: User;
  /** The organisation owner's profile (plan limits are the owner's); null if it is missing. */
  owner: User | null;
}

/**
 * Reads, inside `tx`, what adding one live agent to `orgId` needs and refuses when the caller is not in
 * the organisation, is a VIEWER, or the owner's plan allows no more agents (permission-denied, reason
 * plan-limit, 'Agent limit reached...'; a missing owner profile counts as FREE).
 */
export async function requireRoomForAgent(tx: Transaction, orgId: string, uid: string): Promise<AgentTarget> {
  const org = await readOrg(orgId, tx);
  if (!org) throw failure('not-found', MSG_ORG_NOT_FOUND, { reason: API_ERROR_REASONS.orgNotFound });
  requireOrgMember(org, uid);
  const caller = await readUser(uid, tx);
  if (!caller) throw failure('not-found', MSG_USER_NOT_FOUND, { reason: API_ERROR_REASONS.userNotFound });
  requireNotViewer(caller);
  const owner = org.ownerUid === uid ? caller : await readUser(org.ownerUid, tx);
  if (!canCreateAgent(owner?.plan, org.agentIds.length)) {
    // A plan limit is the user's plan refusing, not a rate limit: 403 like every plan gate, not 429.
    throw failure('permission-denied', MSG_AGENT_LIMIT_REACHED, {
      reason: API_ERROR_REASONS.planLimit,
      limit: org.agentIds.length,
    });
  }
  return { org, caller, owner };
}
