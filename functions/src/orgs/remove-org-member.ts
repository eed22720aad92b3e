import {
  API_ERROR_REASONS,
  MSG_CANNOT_REMOVE_OWNER,
  removeFromOrg,
  removeOrgMemberRequestSchema,
  type OkResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { authorize } from '../lib/authorize';
import { orgRef, userRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { validatedOnCall } from '../lib/validated-on-call';

/**
 * Callable removeOrgMember({orgId, uid}): the owner or an admin removes someone, or anyone leaves
 * (uid = themselves). The owner cannot be removed. The user leaves both memberUids and adminUids and
 * loses the orgId, in one transaction; removing someone not in the organisation changes nothing.
 */
export const removeOrgMember = validatedOnCall(
  removeOrgMemberRequestSchema,
  (input, { uid }): Promise<OkResponse> =>
    db().runTransaction(async (tx) => {
      // Leaving needs only membership; removing someone else, the owner or an admin.
      const action = input.uid === uid ? 'read' : 'admin';
      const { org } = await authorize(tx, { orgId: input.orgId }, uid, { action });
      if (input.uid === org.ownerUid) {
        throw failure('failed-precondition', MSG_CANNOT_REMOVE_OWNER, {
          reason: API_ERROR_REASONS.cannotRemoveOwner,
        });
      }
      const target = await tx.get(userRef(input.uid));
      tx.update(orgRef(org.id), removeFromOrg(org, input.uid));
      if (target.exists) tx.update(userRef(input.uid), { orgIds: FieldValue.arrayRemove(org.id) });
      return { ok: true as const };
    }),
);
