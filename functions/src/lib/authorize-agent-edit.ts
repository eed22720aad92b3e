// The one server check before a function changes an agent's versioned fields on a user's behalf
// (voice, knowledge links, workflows): the same refusal as the t_agents update rule in firestore.rules.
import { API_ERROR_REASONS, editsGoToDraft, MSG_EDIT_THE_DRAFT } from '@parley/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { authorize, type AgentAuthorization } from './authorize';
import { failure } from './errors';

/**
 * Authorises a change to the agent (any member but a VIEWER) and refuses a live agent of an
 * organisation with version control on: it changes only by publishing its draft, which the caller
 * edits instead (docs/versions.md#version-control-on-and-off). Drafts and A/B copies pass.
 */
export async function authorizeAgentEdit(
  tx: Pick<Transaction, 'get'> | null,
  agentId: string,
  uid: string,
): Promise<AgentAuthorization> {
  const access = await authorize(tx, { agentId }, uid, { action: 'change' });
  if (editsGoToDraft(access.agent, access.org)) {
    throw failure('failed-precondition', MSG_EDIT_THE_DRAFT, { reason: API_ERROR_REASONS.liveAgentLocked });
  }
  return access;
}
