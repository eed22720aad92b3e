import { z } from 'zod';
import { clusterSchema } from '../enums';
import { documentIdSchema } from './document-id';
import { lastUpdatedBySchema, timestampSchema } from './common';

/** The most agent ids one job may name (they are kept on the job document, well under 1 MiB). */
export const ADMIN_JOB_MAX_IDS = 10_000;

/** What a platform ADMIN's batch job does to each agent it selects. */
export const adminJobOperationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('delete') }),
  z.object({ kind: z.literal('cluster'), cluster: clusterSchema }),
  z.object({ kind: z.literal('openAiResources'), enabled: z.boolean() }),
  z.object({ kind: z.literal('concurrency'), concurrency: z.number().int().min(1).max(1000) }),
]);
export type AdminJobOperation = z.infer<typeof adminJobOperationSchema>;

/** Which agents: listed ids, or every agent of an organisation (drafts and A/B copies included). */
export const adminJobSelectionSchema = z.union([
  z.object({ agentIds: z.array(documentIdSchema).min(1).max(ADMIN_JOB_MAX_IDS) }).strict(),
  z.object({ orgId: documentIdSchema }).strict(),
]);
export type AdminJobSelection = z.infer<typeof adminJobSelectionSchema>;

export const ADMIN_JOB_STATUSES = ['running', 'done'] as const;
export const adminJobStatusSchema = z.enum(ADMIN_JOB_STATUSES);

/**
 * t_admin_jobs/{id}: a batch operation, advanced one chunk (BATCH_CHUNK_SIZE agents) at a time. `cursor`
 * is the last agent id handled, written with each chunk's result, so a job stopped between chunks
 * resumes after it (docs/versions.md#admin-batch-jobs). Server-only; never readable by clients other
 * than platform ADMINs.
 */
export const adminJobSchema = z.object({
  id: z.string().min(1),
  operation: adminJobOperationSchema,
  selection: adminJobSelectionSchema,
  status: adminJobStatusSchema.default('running'),
  /** Agents selected: the ids' count, or the organisation's agent count when the job started. */
  total: z.number().int().nonnegative(),
  done: z.number().int().nonnegative().default(0),
  /** Listed agents that no longer exist. */
  failed: z.number().int().nonnegative().default(0),
  chunks: z.number().int().nonnegative().default(0),
  cursor: z.string().nullable().default(null),
  createdAt: timestampSchema.nullable().default(null),
  createdBy: lastUpdatedBySchema.nullable().default(null),
  updatedAt: timestampSchema.nullable().default(null),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
