import { z } from 'zod';
import { MSG_AB_SPLIT_TOTAL } from '../messages';
import { lastUpdatedBySchema, timestampSchema } from './common';

/** The two arms of an A/B test: A is the live agent, B its copy. */
export const AB_ARMS = ['A', 'B'] as const;
export const abArmSchema = z.enum(AB_ARMS);
export type AbArm = z.infer<typeof abArmSchema>;

export const AB_TEST_STATUSES = ['running', 'promoted', 'discarded'] as const;
export const abTestStatusSchema = z.enum(AB_TEST_STATUSES);
export type AbTestStatus = z.infer<typeof abTestStatusSchema>;

// Hundredths of a percent: percentages show two decimals, and the sum is compared without float error.
const hundredths = (percent: number): number => Math.round(percent * 100);
const percentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((percent) => Math.abs(hundredths(percent) - percent * 100) < 1e-6, 'At most two decimals');

/** How callers are shared between the arms, in percent; the two must total 100. */
export const abSplitSchema = z
  .object({ a: percentSchema, b: percentSchema })
  .refine(({ a, b }) => hundredths(a) + hundredths(b) === 10_000, {
    message: MSG_AB_SPLIT_TOTAL,
    path: ['b'],
  });
export type AbSplit = z.infer<typeof abSplitSchema>;

/**
 * t_ab_tests/{id}: a live agent (A) against its B copy (an agent with isABTestAgent true and
 * abTestCaseId = id). Written by functions only; members of the organisation read it.
 */
export const abTestSchema = z.object({
  id: z.string().min(1),
  orgId: z.string().min(1),
  agentId: z.string().min(1),
  variantAgentId: z.string().min(1),
  split: abSplitSchema,
  status: abTestStatusSchema.default('running'),
  /** The arm that was promoted, once the test ended by promotion. */
  winner: abArmSchema.nullable().default(null),
  createdAt: timestampSchema.nullable().default(null),
  createdBy: lastUpdatedBySchema.nullable().default(null),
  endedAt: timestampSchema.nullable().default(null),
});
export type AbTest = z.infer<typeof abTestSchema>;
