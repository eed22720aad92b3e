// Who may read or change one agent: anyone in its organisation reads; VIEWERs do not change (the same
// as the t_agents rules). Shared by the functions that act on an existing agent.
import {
  API_ERROR_REASONS,
  MSG_AGENT_NOT_FOUND,
  MSG_AGENT_WITHOUT_ORGANIZATION,
  MSG_USER_NOT_FOUND,
  type Agent,
  type Organisation,
  type User,
} from '@parley/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { readAgent, readOrg, readUser } from '../lib/collections';
import { failure } from '../lib/errors';
import { requireNotViewer, requireOrgMember } from '../orgs/org-access';

export interface AgentAccess {
  agent: Agent;
  org: Organisation;
  caller: User;
}

/**
 * Reads, inside `tx` (or outside any transaction when null), the agent, its organisation and the caller's profile. Refuses an unknown agent
 * (not-found), an agent without organisation (failed-precondition), a caller outside the organisation
 * (permission-denied, not-org-member) and, when `change` is set, a VIEWER (insufficient-role).
 */
export async function requireAgentAccess(
  tx: Pick<Transaction, 'get'> | null,
  agentId: string,
  uid: string,
  { change }: { change: boolean },
): Promise<AgentAccess> {
  const agent = await readAgent(agentId, tx);
  if (!agent) throw failure('not-found', MSG_AGENT_NOT_FOUND, { reason: API_ERROR_REASONS.agentNotFound });
  const org = await readOrg(agent.orgId, tx);
  if (!org) {
    throw failure('failed-precondition', MSG_AGENT_WITHOUT_ORGANIZATION, {
      reason: API_ERROR_REASONS.orgNotFound,
    });
  }
  requireOrgMember(org, uid);
  const caller = await readUser(uid, tx);
  if (!caller) throw failure('not-found', MSG_USER_NOT_FOUND, { reason: API_ERROR_REASONS.userNotFound });
  if (change) requireNotViewer(caller);
  return { agent, org, caller };
}
