// Retrying an agent's voice engine sync from its workspace (docs/voice-engine.md).
import { z } from 'zod';
import { documentIdSchema } from '../schemas/document-id';

export const retryVapiSyncRequestSchema = z.object({ agentId: documentIdSchema });

/** What the retry did: synced now, still pending (with Vapi's reason), or no engine configured. */
export const retryVapiSyncResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('synced'), assistantId: z.string() }),
  z.object({ status: z.literal('pending'), error: z.string() }),
  z.object({ status: z.literal('skipped') }),
]);
export type RetryVapiSyncResponse = z.infer<typeof retryVapiSyncResponseSchema>;
