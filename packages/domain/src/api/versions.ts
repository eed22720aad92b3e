// Request and response bodies of drafts, publish, restore, A/B tests and admin batch jobs
// (docs/versions.md).
import { z } from 'zod';
import { abArmSchema, abSplitSchema } from '../schemas/ab-test';
import { adminJobOperationSchema, adminJobSelectionSchema } from '../schemas/admin-job';
import { documentIdSchema } from '../schemas/document-id';

const id = documentIdSchema;

/** POST /agent/draft: the live agent's draft, made on first call (version control on). */
export const ensureAgentDraftRequestSchema = z.object({ agentId: id });
export type EnsureAgentDraftRequest = z.infer<typeof ensureAgentDraftRequestSchema>;

export const agentDraftResponseSchema = z.object({ data: z.object({ draftAgentId: z.string() }) });
export type AgentDraftResponse = z.infer<typeof agentDraftResponseSchema>;

/** POST /agent/publish: the spec's payload; `note` is ours (what changed, shown in history). */
export const publishAgentRequestSchema = z.object({
  draftAgentId: id,
  note: z.string().trim().max(500).optional(),
});
export type PublishAgentRequest = z.infer<typeof publishAgentRequestSchema>;

export const PUBLISH_STATUSES = ['success', 'unchanged'] as const;
/** The spec's {status, message}, plus the live agent's version after it. */
export const publishAgentResponseSchema = z.object({
  status: z.enum(PUBLISH_STATUSES),
  message: z.string(),
  version: z.number().int().positive(),
});
export type PublishAgentResponse = z.infer<typeof publishAgentResponseSchema>;

/** POST /agent/restore-version: the draft becomes the version's content; history is untouched. */
export const restoreVersionRequestSchema = z.object({ agentId: id, version: z.number().int().positive() });
export type RestoreVersionRequest = z.infer<typeof restoreVersionRequestSchema>;

/** POST /agent/ab-test: a B copy of a live agent and the split. */
export const createAbTestRequestSchema = z.object({ agentId: id, split: abSplitSchema });
export type CreateAbTestRequest = z.infer<typeof createAbTestRequestSchema>;

export const createAbTestResponseSchema = z.object({
  data: z.object({ testCaseId: z.string(), variantAgentId: z.string() }),
});
export type CreateAbTestResponse = z.infer<typeof createAbTestResponseSchema>;

/** POST /agent/ab-test/{testCaseId}/split. */
export const updateAbSplitRequestSchema = z.object({ testCaseId: id, split: abSplitSchema });
export type UpdateAbSplitRequest = z.infer<typeof updateAbSplitRequestSchema>;

/** POST /agent/ab-test/{testCaseId}/end: promote an arm (B is published onto the live agent) or discard. */
export const endAbTestRequestSchema = z
  .object({
    testCaseId: id,
    outcome: z.enum(['promote', 'discard']),
    winner: abArmSchema.optional(),
  })
  .refine((body) => body.outcome === 'discard' || body.winner !== undefined, {
    message: 'A winner is required to promote',
    path: ['winner'],
  });
export type EndAbTestRequest = z.infer<typeof endAbTestRequestSchema>;

/** POST /api/admin/agent-jobs: a platform ADMIN's batch operation on a selection of agents. */
export const startAdminJobRequestSchema = z.object({
  operation: adminJobOperationSchema,
  selection: adminJobSelectionSchema,
});
export type StartAdminJobRequest = z.infer<typeof startAdminJobRequestSchema>;

export const startAdminJobResponseSchema = z.object({ data: z.object({ jobId: z.string() }) });
export type StartAdminJobResponse = z.infer<typeof startAdminJobResponseSchema>;
