// Organisation roles and who may do what (docs/security.md#identities-and-roles).
import type { ActionStatus, Role } from '../enums';
import { MSG_DELETE_AGENT_FORBIDDEN, MSG_VIEWER_READ_ONLY } from '../messages';
import type { Organisation } from '../schemas/organisation';

type OrgMembership = Pick<Organisation, 'ownerUid' | 'adminUids' | 'memberUids'>;

export type OrgRole = 'owner' | 'admin' | 'member';

/** A user's place in an organisation, or null when they are not in it. */
export function orgRoleOf(org: OrgMembership, uid: string): OrgRole | null {
  if (org.ownerUid === uid) return 'owner';
  if (org.adminUids.includes(uid)) return 'admin';
  if (org.memberUids.includes(uid)) return 'member';
  return null;
}

/** Whether the user runs the organisation: its owner or an admin (who may see and change its secrets). */
export function runsOrg(org: OrgMembership, uid: string): boolean {
  const role = orgRoleOf(org, uid);
  return role === 'owner' || role === 'admin';
}

/**
 * Role VIEWER reads what its organisations hold and changes nothing (the security model; firestore.rules
 * and the functions refuse its writes). The refusal to show such a user, or null when they may change.
 */
export function changeRefusal(user: { role: Role }): string | null {
  return user.role === 'VIEWER' ? MSG_VIEWER_READ_ONLY : null;
}

/**
 * Deleting an agent needs the organisation owner, an organisation admin or a user with role ADMIN.
 * Returns the spec's refusal or null.
 */
export function deleteAgentError(user: { uid: string; role: Role }, org: OrgMembership): string | null {
  if (user.role === 'ADMIN') return null;
  return runsOrg(org, user.uid) ? null : MSG_DELETE_AGENT_FORBIDDEN;
}

/** Removing a user from an organisation takes them off both the member and the admin lists. */
export function removeFromOrg(
  org: OrgMembership,
  uid: string,
): Pick<Organisation, 'adminUids' | 'memberUids'> {
  return {
    adminUids: org.adminUids.filter((id) => id !== uid),
    memberUids: org.memberUids.filter((id) => id !== uid),
  };
}

/** A custom action is visible when published, or when its owner shares an organisation with the viewer. */
export function isCustomActionVisible(
  action: { status: ActionStatus; ownerUid: string },
  sameOrgUids: ReadonlySet<string>,
): boolean {
  return action.status === 'published' || sameOrgUids.has(action.ownerUid);
}
