// Platform ADMIN batch jobs: start one (POST /api/admin/agent-jobs) and follow t_admin_jobs live.
import {
  adminJobSchema,
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  startAdminJobRequestSchema,
  startAdminJobResponseSchema,
  type AdminJob,
  type StartAdminJobRequest,
  type StartAdminJobResponse,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { collection, limit, orderBy, query, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { converterFor } from '../../../lib/firestore-converter';
import { useLiveQuery } from '../../../lib/live-data';
import { useServices } from '../../../lib/services';

export const adminJobConverter = converterFor(adminJobSchema, { idField: 'id' });

/** How many of the latest jobs the screen lists (the running one among them). */
export const RECENT_ADMIN_JOBS = 10;

/** The latest jobs, newest first: only platform ADMINs may read t_admin_jobs (firestore.rules). */
export function recentAdminJobsQuery(firestore: Firestore): Query<AdminJob> {
  return query(
    collection(firestore, COLLECTIONS.adminJobs).withConverter(adminJobConverter),
    orderBy('createdAt', 'desc'),
    limit(RECENT_ADMIN_JOBS),
  );
}

/** The latest jobs, live: each one's progress moves as its chunks commit. */
export function useRecentAdminJobs(): AsyncState<readonly AdminJob[]> {
  const firestore = useFirestore();
  const jobs = useMemo(() => recentAdminJobsQuery(firestore), [firestore]);
  return useLiveQuery(jobs);
}

/** POST /api/admin/agent-jobs: answers the new job's id. */
export function useStartAdminJob() {
  const { api } = useServices();
  return useMutation<StartAdminJobResponse, Error, StartAdminJobRequest>({
    mutationFn: (input) =>
      api(apiPath(API_ROUTES.startAdminJob), {
        method: API_ROUTES.startAdminJob.method,
        body: startAdminJobRequestSchema.parse(input),
        schema: startAdminJobResponseSchema,
      }),
  });
}
