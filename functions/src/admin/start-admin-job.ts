import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  MSG_ADMIN_JOBS_ADMIN_ONLY,
  startAdminJobRequestSchema,
  type StartAdminJobResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { stampOf } from '../versions/version-store';
import { adminJobRef } from './admin-job-service';

/**
 * POST /api/admin/agent-jobs {operation, selection}: a platform ADMIN starts a batch operation (delete,
 * cluster, OpenAI resources, concurrency) on listed agents or all of an organisation's. Writes the job
 * document, which onAdminJobWritten advances chunk by chunk; the web follows its progress there.
 * Anyone else is refused (permission-denied, insufficient-role).
 */
export const startAdminJobRoute = defineRoute(
  API_ROUTES.startAdminJob,
  startAdminJobRequestSchema,
  async ({ uid, input }): Promise<StartAdminJobResponse> => {
    const { caller } = await authorize(null, null, uid, { action: 'change' });
    if (caller.role !== 'ADMIN') {
      throw failure('permission-denied', MSG_ADMIN_JOBS_ADMIN_ONLY, {
        reason: API_ERROR_REASONS.insufficientRole,
      });
    }
    const total =
      'agentIds' in input.selection
        ? new Set(input.selection.agentIds).size
        : (
            await db()
              .collection(COLLECTIONS.agents)
              .where('orgId', '==', input.selection.orgId)
              .count()
              .get()
          ).data().count;
    const ref = db().collection(COLLECTIONS.adminJobs).doc();
    await adminJobRef(ref.id).create({
      id: ref.id,
      operation: input.operation,
      selection: input.selection,
      status: total === 0 ? 'done' : 'running',
      total,
      done: 0,
      failed: 0,
      chunks: 0,
      cursor: null,
      createdBy: stampOf(caller),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { data: { jobId: ref.id } };
  },
);
