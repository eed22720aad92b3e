import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  getUsersRequestSchema,
  MSG_USER_NOT_FOUND,
  organisationSchema,
  userSchema,
  type GetUsersResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { userRef } from '../lib/collections';
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
    const caller = await userRef(uid).get();
    if (!caller.exists)
      throw failure('not-found', MSG_USER_NOT_FOUND, { reason: API_ERROR_REASONS.userNotFound });

    const orgs = await db().collection(COLLECTIONS.orgs).where('memberUids', 'array-contains', uid).get();
    const visible = new Set<string>([uid]);
    for (const doc of orgs.docs) {
      const org = organisationSchema.parse({ ...doc.data(), id: doc.id });
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
