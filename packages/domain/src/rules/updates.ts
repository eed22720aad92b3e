// Checks every update function makes before writing.
import {
  MSG_ADMIN_ROLE_FORBIDDEN,
  MSG_AGENT_ID_REQUIRED,
  MSG_CAMPAIGN_ID_REQUIRED,
  MSG_DOCUMENT_ID_REQUIRED,
  MSG_UID_REQUIRED,
  MSG_WEBSITE_ID_REQUIRED,
  MSG_WORKFLOW_AGENT_ID_REQUIRED,
  MSG_WORKFLOW_ID_REQUIRED,
} from '../messages';

/**
 * A user update needs a uid and may never set the role to ADMIN. Returns the message to refuse
 * with, or null.
 */
export function userUpdateError(update: { uid?: string | null; role?: string | null }): string | null {
  if (!update.uid) return MSG_UID_REQUIRED;
  if (update.role === 'ADMIN') return MSG_ADMIN_ROLE_FORBIDDEN;
  return null;
}

const ID_REQUIRED = {
  agent: MSG_AGENT_ID_REQUIRED,
  campaign: MSG_CAMPAIGN_ID_REQUIRED,
  document: MSG_DOCUMENT_ID_REQUIRED,
  website: MSG_WEBSITE_ID_REQUIRED,
  workflow: MSG_WORKFLOW_ID_REQUIRED,
} as const;

export type UpdatableEntity = keyof typeof ID_REQUIRED;

/** Agent, campaign, document, website and workflow updates need an id; a workflow update also an agentId. */
export function entityUpdateError(
  entity: UpdatableEntity,
  update: { id?: string | null; agentId?: string | null },
): string | null {
  if (!update.id) return ID_REQUIRED[entity];
  if (entity === 'workflow' && !update.agentId) return MSG_WORKFLOW_AGENT_ID_REQUIRED;
  return null;
}
