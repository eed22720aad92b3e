// Request and response bodies of the workflow routes (docs/workflows.md). Workflows are written only
// through these routes: the server recomputes every node's flags, isValid and the revision.
import { z } from 'zod';
import { workflowStatusSchema, workflowTypeSchema } from '../enums';
import { storableText } from '../rules/storable-json';
import { documentIdSchema } from '../schemas/document-id';

const id = documentIdSchema;
/** A workflow's name as the list shows it. */
export const workflowNameSchema = z.string().trim().min(1, 'Required').max(100);
/** contentJSON as the editor sends it; the server parses it (a bad one is a 400). */
const contentJSONSchema = storableText(1_000_000);

/** Why a workflow request failed, beside the canonical code. */
export const WORKFLOW_ERROR_REASONS = {
  workflowNotFound: 'workflow-not-found',
  /** The workflow changed since the editor loaded it: reload or merge (details.currentRevision). */
  revisionConflict: 'revision-conflict',
  /** The default workflow cannot be deleted. */
  defaultWorkflow: 'default-workflow',
  invalidContent: 'invalid-content',
  templateNotFound: 'template-not-found',
} as const;

export const MSG_WORKFLOW_NOT_FOUND = 'Workflow not found';
export const MSG_WORKFLOW_CHANGED = 'This workflow was changed elsewhere. Reload it or merge your changes.';
export const MSG_CANNOT_DELETE_DEFAULT_WORKFLOW =
  'The default workflow cannot be deleted. Make another workflow the default first.';
export const MSG_WORKFLOW_CONTENT_INVALID = 'The workflow content could not be read';
export const MSG_TEMPLATE_NOT_FOUND = 'Template not found';

/**
 * POST /agent/workflow/save: the editor's content, checked against the revision it was loaded at
 * (baseVersion). A stale baseVersion is a 409 'aborted' with details.currentRevision.
 */
export const saveWorkflowRequestSchema = z.object({
  agentId: id,
  workflowId: id,
  contentJSON: contentJSONSchema,
  name: workflowNameSchema.optional(),
  baseVersion: z.number().int().min(0),
});
export type SaveWorkflowRequest = z.infer<typeof saveWorkflowRequestSchema>;

/** A saved workflow's new revision, validity and the flags the server computed, node by node. */
export const saveWorkflowResponseSchema = z.object({
  revision: z.number().int(),
  isValid: z.boolean(),
  contentJSON: z.string(),
});
export type SaveWorkflowResponse = z.infer<typeof saveWorkflowResponseSchema>;

/** POST /agent/workflow/create: empty (a trigger only) or from a template. */
export const createWorkflowRequestSchema = z.object({
  agentId: id,
  name: workflowNameSchema,
  type: workflowTypeSchema,
  templateId: id.optional(),
});
export type CreateWorkflowRequest = z.infer<typeof createWorkflowRequestSchema>;

export const workflowIdResponseSchema = z.object({ workflowId: z.string() });
export type WorkflowIdResponse = z.infer<typeof workflowIdResponseSchema>;

/** POST /agent/workflow/update: rename or set the status (DRAFT/PUBLISHED). */
export const updateWorkflowRequestSchema = z
  .object({
    agentId: id,
    workflowId: id,
    name: workflowNameSchema.optional(),
    status: workflowStatusSchema.optional(),
  })
  .refine((input) => input.name !== undefined || input.status !== undefined, 'Give a name or a status');
export type UpdateWorkflowRequest = z.infer<typeof updateWorkflowRequestSchema>;

/** POST /agent/workflow/duplicate, /delete and /set-default: one workflow of one agent. */
export const workflowRefRequestSchema = z.object({ agentId: id, workflowId: id });
export type WorkflowRefRequest = z.infer<typeof workflowRefRequestSchema>;

/** GET /api/workflow-templates?type=INBOUND|OUTBOUND. */
export const workflowTemplatesQuerySchema = z.object({ type: workflowTypeSchema });

export const workflowTemplateViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: workflowTypeSchema,
  contentJSON: z.string(),
});
export type WorkflowTemplateView = z.infer<typeof workflowTemplateViewSchema>;
export const workflowTemplatesResponseSchema = z.object({ templates: z.array(workflowTemplateViewSchema) });
export type WorkflowTemplatesResponse = z.infer<typeof workflowTemplatesResponseSchema>;
