import { API_ROUTES, GET_USERS_MAX_IDS, getUsersResponseSchema, type BasicUserProfile } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiFetch } from '../../../lib/api-client';
import { useServices } from '../../../lib/services';

/** POST /user/get-users for any number of ids (in chunks the route accepts), keyed by uid. */
export async function getUsers(
  api: ApiFetch,
  userIds: readonly string[],
): Promise<Map<string, BasicUserProfile>> {
  const route = API_ROUTES.getUsers;
  const chunks: string[][] = [];
  for (let start = 0; start < userIds.length; start += GET_USERS_MAX_IDS) {
    chunks.push(userIds.slice(start, start + GET_USERS_MAX_IDS));
  }
  const answers = await Promise.all(
    chunks.map((chunk) =>
      api(route.path, { method: route.method, body: { userIds: chunk }, schema: getUsersResponseSchema }),
    ),
  );
  return new Map(answers.flatMap((answer) => answer.data.map((user) => [user.uid, user] as const)));
}

export function orgUsersQueryOptions(api: ApiFetch, userIds: readonly string[]) {
  // Sorted so the same people in another order share one cache entry.
  const ids = [...new Set(userIds)].sort();
  return queryOptions({
    queryKey: ['user', 'get-users', ids],
    queryFn: () => getUsers(api, ids),
    enabled: ids.length > 0,
  });
}

/** Names and e-mail addresses of an organisation's people (status union from react-query). */
export function useOrgUsers(userIds: readonly string[]) {
  const { api } = useServices();
  return useQuery(orgUsersQueryOptions(api, userIds));
}
