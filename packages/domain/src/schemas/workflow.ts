import { z } from 'zod';
import { workflowStatusSchema, workflowTypeSchema } from '../enums';
import { lastUpdatedBySchema, timestampSchema } from './common';

/** The validation flags the editor stores on every node. */
export const nodeErrorsSchema = z.object({
  isolated: z.boolean().default(false),
  invalidOutgoerCount: z.boolean().default(false),
  invalidVariables: z.boolean().default(false),
  formValidationErrors: z.boolean().default(false),
});
export type NodeErrors = z.infer<typeof nodeErrorsSchema>;

/**
 * A workflow node. `type` is the node's kind (TRIGGER, FORM, ACTION, OTHER), which the editor uses to
 * pick the renderer; `data.type` is the step (PROMPT, END_CALL, …). Both are open strings because the
 * spec's list of node types is open-ended.
 */
export const workflowNodeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  position: z.object({ x: z.number(), y: z.number() }),
  data: z.object({
    type: z.string().min(1),
    /** Editor-only state and the step's configuration. */
    frontend: z.record(z.string(), z.unknown()).default({}),
    errors: nodeErrorsSchema.prefault({}),
  }),
});
export type WorkflowNode = z.infer<typeof workflowNodeSchema>;

export const workflowEdgeSchema = z.object({
  id: z.string().min(1),
  source: z.string().min(1),
  target: z.string().min(1),
  sourceHandle: z.string().nullable().default(null),
  targetHandle: z.string().nullable().default(null),
});
export type WorkflowEdge = z.infer<typeof workflowEdgeSchema>;

/** What contentJSON holds once parsed. */
export const workflowContentSchema = z.object({
  nodes: z.array(workflowNodeSchema).default([]),
  edges: z.array(workflowEdgeSchema).default([]),
});
export type WorkflowContent = z.infer<typeof workflowContentSchema>;

/** t_workflows. contentJSON is the serialised {nodes, edges}, kept as a string as the editor saves it. */
export const workflowSchema = z.object({
  id: z.string().min(1),
  agentId: z.string().min(1),
  name: z.string(),
  type: workflowTypeSchema.default('INBOUND'),
  status: workflowStatusSchema.default('DRAFT'),
  contentJSON: z.string().default('{"nodes":[],"edges":[]}'),
  /**
   * On a draft's or an A/B copy's workflow: the live workflow it is published onto (docs/versions.md).
   * Null on live workflows, and on a copy's workflow that has not been published yet.
   */
  sourceWorkflowId: z.string().nullable().default(null),
  /** Bumped by every server save; an editor saves against the revision it loaded (docs/workflows.md). */
  revision: z.number().int().min(0).default(0),
  /** Computed by the server's validator on save; null until a save has computed it. */
  isValid: z.boolean().nullable().default(null),
  lastUpdatedAt: timestampSchema.nullable().default(null),
  lastUpdatedBy: lastUpdatedBySchema.nullable().default(null),
});
export type Workflow = z.infer<typeof workflowSchema>;
