import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  getUsersRequestSchema,
  MSG_USER_NOT_FOUND,
  organisationSchema,
  orgRoleOf,
  userSchema,
  type GetUsersResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { orgRef, readUser, userRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';

/**
 * POST /user/get-users: uid, displayName and email of the requested users who share an organisation
 * with the caller (the caller included). Others and unknown ids are left out, never reported.
 */
export const getUsersRoute = defineRoute(
  API_ROUTES.getUsers,
  getUsersRequestSchema,
  async ({ uid, input }) => {
    const caller = await readUser(uid);
    if (!caller) throw failure('not-found', MSG_USER_NOT_FOUND, { reason: API_ERROR_REASONS.userNotFound });

    // The caller's organisations: those their profile lists and those listing them in memberUids (an
    // owner may be missing from memberUids in older documents); each is checked for membership.
    const listed = await db().collection(COLLECTIONS.orgs).where('memberUids', 'array-contains', uid).get();
    const orgIds = new Set([...caller.orgIds, ...listed.docs.map((doc) => doc.id)]);
    const orgs = orgIds.size > 0 ? await db().getAll(...[...orgIds].map(orgRef)) : [];
    const visible = new Set<string>([uid]);
    for (const snapshot of orgs) {
      if (!snapshot.exists) continue;
      const org = organisationSchema.parse({ ...snapshot.data(), id: snapshot.id });
      if (orgRoleOf(org, uid) === null) continue;
      [org.ownerUid, ...org.adminUids, ...org.memberUids].forEach((member) => visible.add(member));
    }
    const wanted = [...new Set(input.userIds)].filter((id) => visible.has(id));
    if (wanted.length === 0) return { data: [] } satisfies GetUsersResponse;
    const snapshots = await db().getAll(...wanted.map(userRef));
    const data = snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => {
        const user = userSchema.parse({ ...snapshot.data(), uid: snapshot.id });
        return { uid: user.uid, displayName: user.displayName, email: user.email };
      });
    return { data } satisfies GetUsersResponse;
  },
);
