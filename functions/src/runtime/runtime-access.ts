// Who may run an agent's conversations from the app: any member who may change it (not a VIEWER). Another
// organisation's agent is answered as not found, so an id says nothing about who owns it.
import { API_ERROR_REASONS, MSG_AGENT_NOT_FOUND } from '@parley/domain';
import { HttpsError } from 'firebase-functions/https';
import { authorize, type AgentAuthorization } from '../lib/authorize';
import { failure } from '../lib/errors';

export async function authorizeAgentRun(agentId: string, uid: string): Promise<AgentAuthorization> {
  try {
    return await authorize(null, { agentId }, uid, { action: 'change' });
  } catch (error) {
    const reason =
      error instanceof HttpsError ? (error.details as { reason?: string } | undefined)?.reason : undefined;
    if (reason === API_ERROR_REASONS.notOrgMember) {
      throw failure('not-found', MSG_AGENT_NOT_FOUND, { reason: API_ERROR_REASONS.agentNotFound });
    }
    throw error;
  }
}
