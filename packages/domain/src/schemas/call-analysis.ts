// A call's post-call analysis, stored on the call (t_calls.analysis) by functions/src/analysis
// (docs/analysis.md). Which settings produced it is kept as their hash and the agent's version, so a
// repeated end event with the same settings changes nothing, and a rerun after an edit is visible.
import { z } from 'zod';
import { callReasonSchema, sentimentSchema } from '../enums';

export const ANALYSIS_VERDICTS = ['success', 'failure', 'unknown'] as const;
export const analysisVerdictSchema = z.enum(ANALYSIS_VERDICTS);
export type AnalysisVerdict = z.infer<typeof analysisVerdictSchema>;

/**
 * running: claimed by one analyser (its lease ends at claimedAt + ANALYSIS_LEASE_MS); done: answered
 * (verdict unknown when the answer was unusable); skipped: not analysed by the settings (too short,
 * sampled out, voicemail, no conversation); failed: the model could not be reached, tried again by the
 * call's next end event or a rerun.
 */
export const ANALYSIS_STATUSES = ['running', 'done', 'skipped', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const analysisFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AnalysisFieldValue = z.infer<typeof analysisFieldValueSchema>;

export const callAnalysisSchema = z.object({
  status: z.enum(ANALYSIS_STATUSES),
  /** analysisSettingsHash of the settings it ran with. */
  settingsHash: z.string().default(''),
  /** The live agent's version when it ran (null when the agent was gone). */
  agentVersion: z.number().int().positive().nullable().default(null),
  verdict: analysisVerdictSchema.default('unknown'),
  /** Why the verdict; for an unusable answer, what was wrong with it. Empty for a HIPAA agent. */
  rationale: z.string().default(''),
  summary: z.string().default(''),
  /** Data field name → the value the model found (null: not in the call). Empty for a HIPAA agent. */
  fields: z.record(z.string(), analysisFieldValueSchema).default({}),
  sentiment: sentimentSchema.default('Unsure'),
  reason: callReasonSchema.default('Unsure'),
  tags: z.array(z.string()).default([]),
  /** The agent was HIPAA-enabled: only verdict, sentiment, reason and tags were kept. */
  hipaa: z.boolean().default(false),
  /** Why it was skipped or failed. */
  detail: z.string().default(''),
  /** Epoch ms: when it was claimed, and when it finished. */
  claimedAt: z.number().nullable().default(null),
  analysedAt: z.number().nullable().default(null),
});
export type CallAnalysis = z.infer<typeof callAnalysisSchema>;
export type CallAnalysisInput = z.input<typeof callAnalysisSchema>;
