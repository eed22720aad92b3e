// Request and response bodies of the agent routes and callables.
import { z } from 'zod';
import { documentIdSchema } from '../schemas/document-id';

const id = documentIdSchema;

/** Callable createAgent: a live agent with the spec's defaults and a default workflow. */
export const createAgentRequestSchema = z.object({
  orgId: id,
  name: z.string().trim().min(1).max(100),
});
export type CreateAgentRequest = z.infer<typeof createAgentRequestSchema>;

export const createAgentResponseSchema = z.object({ agentId: z.string(), workflowId: z.string() });
export type CreateAgentResponse = z.infer<typeof createAgentResponseSchema>;

/** Callable deleteAgent: org owner, org admin or role ADMIN (answers okResponseSchema). */
export const deleteAgentRequestSchema = z.object({ agentId: id });
export type DeleteAgentRequest = z.infer<typeof deleteAgentRequestSchema>;

/** POST /agent/duplicate: copy an agent and its workflows into an org the caller is also in. */
export const duplicateAgentRequestSchema = z.object({ agentId: id, targetOrgId: id });
export type DuplicateAgentRequest = z.infer<typeof duplicateAgentRequestSchema>;

export const duplicateAgentResponseSchema = z.object({ data: z.object({ newAgentId: z.string() }) });
export type DuplicateAgentResponse = z.infer<typeof duplicateAgentResponseSchema>;

/**
 * DELETE /agent/{agentId}/clear-cached-agent: no body. Answers okResponseSchema even when the voice
 * engine could not be reached (clearing fails silently after logging).
 */
export const clearCachedAgentParamsSchema = z.object({ agentId: id });
export type ClearCachedAgentParams = z.infer<typeof clearCachedAgentParamsSchema>;
