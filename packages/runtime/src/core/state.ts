// A conversation's whole state: one plain, serialisable object, stored per call so that any instance can
// take the next turn (functions/src/runtime/conversation-store.ts). docs/runtime.md, "State".
import { callTypeSchema } from '@parley/domain';
import { z } from 'zod';

export const variableValueSchema = z.union([z.string(), z.number(), z.boolean()]);
export type VariableValue = z.infer<typeof variableValueSchema>;

const historyMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});

export const conversationStateSchema = z.object({
  /** Bumped when the shape changes, so an old stored state is recognised. */
  schema: z.literal(1).default(1),
  status: z.enum(['active', 'ended']).default('active'),
  /** The call's type (a phone call, or a web call such as Test chat); null in states stored before it was kept. */
  callType: callTypeSchema.nullable().default(null),
  workflowId: z.string().nullable().default(null),
  /** The step waiting for the caller; null before the workflow starts, after it ends, or without one. */
  nodeId: z.string().nullable().default(null),
  /** Whether the workflow has been entered (the trigger run). */
  started: z.boolean().default(false),
  variables: z.record(z.string(), variableValueSchema).default({}),
  /** What the model sees of earlier turns: the caller's and the agent's lines. */
  history: z.array(historyMessageSchema).default([]),
  /** Every step entered, in order. */
  path: z.array(z.string()).default([]),
  turns: z.number().int().nonnegative().default(0),
  /** The index the next transcript event gets. */
  transcriptIndex: z.number().int().nonnegative().default(0),
  usage: z
    .object({
      promptTokens: z.number().int().nonnegative().default(0),
      completionTokens: z.number().int().nonnegative().default(0),
      llmCalls: z.number().int().nonnegative().default(0),
    })
    .prefault({}),
  startedAt: z.number().nonnegative(),
  endedReason: z.string().nullable().default(null),
});
export type ConversationState = z.infer<typeof conversationStateSchema>;

/** How many of the earlier lines the model is given. */
export const HISTORY_LIMIT = 40;

export function newConversationState(
  startedAt: number,
  variables: Record<string, VariableValue>,
): ConversationState {
  return conversationStateSchema.parse({ startedAt, variables });
}
