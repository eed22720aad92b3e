import { z } from 'zod';
import { numberAttachmentFields } from './agent';
import { timestampSchema } from './common';

/** t_agents_endpoints: an agent's additional number or SIP address. */
export const agentEndpointSchema = z.object({
  agent_id: z.string().min(1),
  number: z.string().nullable().default(null),
  sipAddress: z.string().nullable().default(null),
  ...numberAttachmentFields,
  dateAdded: timestampSchema.nullable().default(null),
});
export type AgentEndpoint = z.infer<typeof agentEndpointSchema>;
