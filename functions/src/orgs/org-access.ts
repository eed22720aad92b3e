// Who may act on an organisation. Membership: memberUids lists everyone in the organisation (owner
// and admins included), adminUids the admins, ownerUid the owner.
import {
  API_ERROR_REASONS,
  MSG_NOT_ORG_MEMBER,
  MSG_OWNER_OR_ADMIN_ONLY,
  MSG_VIEWER_READ_ONLY,
  orgRoleOf,
  type Organisation,
  type OrgRole,
  type User,
} from '@parley/domain';
import { failure } from '../lib/errors';

/** Whether the uid is in the organisation in any role. */
export function isOrgMember(org: Organisation, uid: string): boolean {
  return orgRoleOf(org, uid) !== null;
}

/**
 * The caller's place in the organisation; refuses (permission-denied, reason not-org-member) when they
 * are not in it. `message` is the spec's text for the action, when it fixes one.
 */
export function requireOrgMember(org: Organisation, uid: string, message = MSG_NOT_ORG_MEMBER): OrgRole {
  const role = orgRoleOf(org, uid);
  if (!role) throw failure('permission-denied', message, { reason: API_ERROR_REASONS.notOrgMember });
  return role;
}

/** Refuses unless the caller is the owner or an admin of the organisation. */
export function requireOwnerOrAdmin(
  org: Organisation,
  uid: string,
  message = MSG_OWNER_OR_ADMIN_ONLY,
): OrgRole {
  const role = requireOrgMember(org, uid, message);
  if (role === 'member') {
    throw failure('permission-denied', message, { reason: API_ERROR_REASONS.insufficientRole });
  }
  return role;
}

/** Refuses a caller whose platform role is VIEWER: viewers read, never change. */
export function requireNotViewer(user: Pick<User, 'role'>, message = MSG_VIEWER_READ_ONLY): void {
  if (user.role === 'VIEWER') {
    throw failure('permission-denied', message, { reason: API_ERROR_REASONS.insufficientRole });
  }
}
