// Access to the organisation-level number routes (connect accounts, list their numbers, sub-accounts).
import { API_ERROR_REASONS, MSG_ORG_NOT_FOUND, MSG_USER_NOT_FOUND, type Organisation } from '@parley/domain';
import { readOrg, readUser } from '../lib/collections';
import { failure } from '../lib/errors';
import { requireNotViewer, requireOrgMember, requireOwnerOrAdmin } from '../orgs/org-access';

/**
 * The organisation, when the caller may act on its numbers: any member but a VIEWER, or only the owner
 * and admins when `ownerOrAdmin` is set.
 */
export async function requireNumbersAccess(
  orgId: string,
  uid: string,
  { ownerOrAdmin = false }: { ownerOrAdmin?: boolean } = {},
): Promise<Organisation> {
  const org = await readOrg(orgId);
  if (!org) throw failure('not-found', MSG_ORG_NOT_FOUND, { reason: API_ERROR_REASONS.orgNotFound });
  if (ownerOrAdmin) requireOwnerOrAdmin(org, uid);
  else requireOrgMember(org, uid);
  const caller = await readUser(uid);
  if (!caller) throw failure('not-found', MSG_USER_NOT_FOUND, { reason: API_ERROR_REASONS.userNotFound });
  requireNotViewer(caller);
  return org;
}
