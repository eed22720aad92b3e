import { z } from 'zod';
import { agentSchema } from './agent';
import { lastUpdatedBySchema, timestampSchema } from './common';

/** t_agent_versions: the frozen copy of a live agent taken at publish time. */
export const agentVersionSchema = z.object({
  id: z.string().min(1),
  /** The live agent the snapshot belongs to. */
  agentId: z.string().min(1),
  version: z.number().int().positive(),
  versionName: z.string().nullable().default(null),
  /** Whether the live agent changed after the snapshot was taken; publish needs an unedited one. */
  isEdited: z.boolean().default(false),
  snapshot: agentSchema,
  createdAt: timestampSchema.nullable().default(null),
  createdBy: lastUpdatedBySchema.nullable().default(null),
});
export type AgentVersion = z.infer<typeof agentVersionSchema>;
