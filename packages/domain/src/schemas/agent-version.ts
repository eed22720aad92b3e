import { z } from 'zod';
import { agentSchema } from './agent';
import { lastUpdatedBySchema, timestampSchema } from './common';
import { workflowSchema } from './workflow';

/**
 * t_agent_versions/{agentId}_{version}: what a live agent was at one version — its fields (prompt,
 * voice, settings, knowledge ids, workflow links) and its workflows. Written by functions only, at
 * publish (docs/versions.md); never rewritten by a restore.
 */
export const agentVersionSchema = z.object({
  id: z.string().min(1),
  /** The live agent the snapshot belongs to. */
  agentId: z.string().min(1),
  /** The organisation, so the rules let its members read the snapshot without another read. */
  orgId: z.string().min(1).nullable().default(null),
  version: z.number().int().positive(),
  versionName: z.string().nullable().default(null),
  /** What the publisher wrote about this version. */
  note: z.string().max(500).default(''),
  /**
   * Whether the live agent changed after the snapshot was taken (an edit outside publish, with version
   * control off); publish then takes a fresh snapshot of the current version first.
   */
  isEdited: z.boolean().default(false),
  snapshot: agentSchema,
  workflows: z.array(workflowSchema).default([]),
  createdAt: timestampSchema.nullable().default(null),
  createdBy: lastUpdatedBySchema.nullable().default(null),
});
export type AgentVersion = z.infer<typeof agentVersionSchema>;
export type AgentVersionInput = z.input<typeof agentVersionSchema>;
