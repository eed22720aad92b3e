// The test lab's routes on the `api` function: start a run of an agent's tests, cancel it.
// docs/test-lab.md.
import { z } from 'zod';
import { documentIdSchema } from '../schemas/document-id';

export const startTestRunRequestSchema = z.object({
  agentId: documentIdSchema,
  /** 'current': the agent as it is now (its draft); a number: that published version. */
  target: z.union([z.literal('current'), z.number().int().positive()]).default('current'),
  /** The tests to run; none: every test of the agent. */
  testIds: z.array(documentIdSchema).max(200).optional(),
});
export type StartTestRunRequest = z.input<typeof startTestRunRequestSchema>;
export interface StartTestRunResponse {
  data: { runId: string };
}

export const cancelTestRunRequestSchema = z.object({ agentId: documentIdSchema, runId: documentIdSchema });
export type CancelTestRunRequest = z.input<typeof cancelTestRunRequestSchema>;
export interface CancelTestRunResponse {
  data: { runId: string; cancelRequested: boolean };
}
