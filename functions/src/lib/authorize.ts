// The one authorisation check of the functions: may this caller act on this agent or organisation?
// Membership decides (memberUids lists everyone in the organisation, adminUids the admins, ownerUid
// the owner); the platform role VIEWER reads only. The same rules as firestore.rules.
import {
  API_ERROR_REASONS,
  MSG_AGENT_NOT_FOUND,
  MSG_AGENT_WITHOUT_ORGANIZATION,
  MSG_NOT_ORG_MEMBER,
  MSG_ORG_NOT_FOUND,
  MSG_OWNER_OR_ADMIN_ONLY,
  MSG_USER_NOT_FOUND,
  MSG_VIEWER_READ_ONLY,
  orgRoleOf,
  type Agent,
  type Organisation,
  type OrgRole,
  type User,
} from '@parley/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { readAgent, readOrg, readUser } from './collections';
import { failure } from './errors';

/**
 * - read: any member of the organisation, VIEWER included;
 * - change: a member who is not a VIEWER;
 * - admin: the owner or an admin who is not a VIEWER.
 * Without an organisation (the caller's own data, such as favourites), read needs only a profile and
 * change refuses a VIEWER.
 */
export type AuthorizeAction = 'read' | 'change' | 'admin';

export interface AuthorizeOptions {
  action: AuthorizeAction;
  /** The spec's text for every refusal of this action, where it fixes one ('Error canceling invite'). */
  message?: string;
}

export interface CallerAuthorization {
  caller: User;
}

export interface OrgAuthorization extends CallerAuthorization {
  org: Organisation;
  role: OrgRole;
  /** The organisation owner's profile (plans and their limits are the owner's); null when missing. */
  owner: User | null;
}

export interface AgentAuthorization extends OrgAuthorization {
  agent: Agent;
}

/** Reads inside a transaction, or outside any when null. */
type Reader = Pick<Transaction, 'get'> | null;

type Target = { agentId: string } | { orgId: string } | null;

/**
 * Reads what the action concerns (inside `tx` when given) and refuses a caller who may not do it:
 * an unknown agent or organisation (not-found; an agent without organisation is failed-precondition),
 * a caller outside the organisation (permission-denied, not-org-member), without a profile
 * (not-found, user-not-found), a VIEWER on change or admin, or a plain member on admin
 * (permission-denied, insufficient-role). Answers what it read, so callers read nothing twice.
 */
export async function authorize(
  tx: Reader,
  target: { agentId: string },
  uid: string,
  options: AuthorizeOptions,
): Promise<AgentAuthorization>;
export async function authorize(
  tx: Reader,
  target: { orgId: string },
  uid: string,
  options: AuthorizeOptions,
): Promise<OrgAuthorization>;
export async function authorize(
  tx: Reader,
  target: null,
  uid: string,
  options: AuthorizeOptions & { action: 'read' | 'change' },
): Promise<CallerAuthorization>;
export async function authorize(
  tx: Reader,
  target: Target,
  uid: string,
  { action, message }: AuthorizeOptions,
): Promise<CallerAuthorization | OrgAuthorization | AgentAuthorization> {
  const refuse = (
    code: 'not-found' | 'failed-precondition' | 'permission-denied',
    text: string,
    reason: string,
  ) => failure(code, message ?? text, { reason });

  let agent: Agent | null = null;
  let orgId: string | null = null;
  if (target && 'agentId' in target) {
    agent = await readAgent(target.agentId, tx);
    if (!agent) throw refuse('not-found', MSG_AGENT_NOT_FOUND, API_ERROR_REASONS.agentNotFound);
    orgId = agent.orgId;
  } else if (target) {
    orgId = target.orgId;
  }

  let org: Organisation | null = null;
  let role: OrgRole | null = null;
  if (orgId !== null) {
    org = await readOrg(orgId, tx);
    if (!org && agent) {
      throw refuse('failed-precondition', MSG_AGENT_WITHOUT_ORGANIZATION, API_ERROR_REASONS.orgNotFound);
    }
    if (!org) throw refuse('not-found', MSG_ORG_NOT_FOUND, API_ERROR_REASONS.orgNotFound);
    role = orgRoleOf(org, uid);
    if (!role) {
      throw refuse(
        'permission-denied',
        action === 'admin' ? MSG_OWNER_OR_ADMIN_ONLY : MSG_NOT_ORG_MEMBER,
        API_ERROR_REASONS.notOrgMember,
      );
    }
    if (action === 'admin' && role === 'member') {
      throw refuse('permission-denied', MSG_OWNER_OR_ADMIN_ONLY, API_ERROR_REASONS.insufficientRole);
    }
  }

  const caller = await readUser(uid, tx);
  if (!caller) throw refuse('not-found', MSG_USER_NOT_FOUND, API_ERROR_REASONS.userNotFound);
  if (action !== 'read' && caller.role === 'VIEWER') {
    throw refuse('permission-denied', MSG_VIEWER_READ_ONLY, API_ERROR_REASONS.insufficientRole);
  }
  if (!org || !role) return { caller };

  const owner = org.ownerUid === uid ? caller : await readUser(org.ownerUid, tx);
  const authorization: OrgAuthorization = { caller, org, role, owner };
  return agent ? { ...authorization, agent } : authorization;
}
