// The agent runtime's routes on the `api` function: Test chat (talk in text to a draft or a published
// version) and the agent's runtime secret. docs/runtime.md.
import { z } from 'zod';
import { documentIdSchema } from '../schemas/document-id';

/** Caller turns one Test chat request may replay. */
export const MAX_TEST_CHAT_TURNS = 50;
/** Longest caller line Test chat takes, in characters (the endpoint's own limit). */
export const MAX_TEST_CHAT_LINE = 2000;

/** Which configuration Test chat talks to: the agent as it is now (the draft you edit), or a version. */
export const testChatTargetSchema = z.union([z.literal('current'), z.number().int().positive()]);
export type TestChatTarget = z.infer<typeof testChatTargetSchema>;

export const testChatRequestSchema = z.object({
  agentId: documentIdSchema,
  target: testChatTargetSchema.default('current'),
  /**
   * Every caller line of the conversation so far, the new one last. When they continue the stored
   * conversation only the new one runs; otherwise (a line edited, a restart) the conversation is run
   * again from the start with these lines.
   */
  callerTurns: z
    .array(z.string().trim().min(1, 'Say something first').max(MAX_TEST_CHAT_LINE))
    .max(MAX_TEST_CHAT_TURNS),
  /** The conversation to continue; none starts a new one. */
  conversationId: documentIdSchema.nullable().default(null),
  /**
   * The workflow to run (the one open in the editor), when the configuration talked to has it; otherwise,
   * or when null, the agent's default workflow runs, as on a call.
   */
  workflowId: documentIdSchema.nullable().default(null),
});
export type TestChatRequest = z.input<typeof testChatRequestSchema>;

const testChatEventSchema = z.object({ type: z.string() }).loose();

export const testChatTurnSchema = z.object({
  /** The caller's line (null for the greeting). */
  caller: z.string().nullable(),
  /** What the agent said in the turn, in one line. */
  reply: z.string(),
  events: z.array(testChatEventSchema),
});
export type TestChatTurn = z.infer<typeof testChatTurnSchema>;

export const testChatResponseSchema = z.object({
  conversationId: z.string(),
  /** The version the conversation runs (null: the current draft or the live agent's edits). */
  version: z.number().nullable(),
  /**
   * Whether the conversation was run from the start (a new chat, a restart, an edited line): `turns` then
   * replaces what the screen shows; otherwise `turns` is the one new turn to append.
   */
  fromStart: z.boolean(),
  turns: z.array(testChatTurnSchema),
  state: z.object({
    status: z.enum(['active', 'ended']),
    nodeId: z.string().nullable(),
    workflowId: z.string().nullable(),
    path: z.array(z.string()),
    variables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  }),
});
export type TestChatResponse = z.infer<typeof testChatResponseSchema>;

export const runtimeSecretRequestSchema = z.object({ agentId: documentIdSchema });
export const runtimeSecretResponseSchema = z.object({
  secret: z.string(),
  rotatedAt: z.string().nullable(),
  /** Where engines send chat completions for this agent. */
  endpoint: z.string(),
});
export type RuntimeSecretResponse = z.infer<typeof runtimeSecretResponseSchema>;
