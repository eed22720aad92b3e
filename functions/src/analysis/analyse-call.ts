// Runs a call's post-call analysis once (docs/analysis.md). The call's `analysis` field is claimed in a
// transaction with the hash of the settings it runs with, so a second end event of the call — or two
// at once — gives one analysis; only a rerun with changed settings (or `force`) analyses again. The
// model answering nonsense is an analysis (verdict unknown, with the reason); the model unreachable is
// recorded as failed, to be tried again, and never thrown: the call's other end-of-call steps go on.
import {
  ANALYSIS_LEASE_MS,
  COLLECTIONS,
  MSG_ANALYSIS_LLM_UNAVAILABLE,
  analysisConversation,
  analysisInstructions,
  analysisJsonSchema,
  analysisSettingsHash,
  analysisSettingsSchema,
  analysisSkipReason,
  callAnalysisSchema,
  isFinalCallStatus,
  parseAnalysisAnswer,
  withoutContent,
  type CallAnalysis,
  type CallAnalysisInput,
} from '@parley/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { parseCall } from '../calls/call-store';
import { readAgent } from '../lib/collections';
import { AnalysisLlmUnconfigured, openAiAnalysisLlm, type AnalysisLlm } from './analysis-llm';

export interface AnalyseOptions {
  llm?: AnalysisLlm;
  /** Analyse again even when an analysis with the same settings is there (a rerun asked by a user). */
  force?: boolean;
  now?: () => number;
}

/**
 * What happened: the stored analysis, or why nothing was done — the call is not over or is gone, the
 * same settings already analysed it, or another analyser holds it.
 */
export type AnalyseResult =
  | { outcome: 'analysed'; analysis: CallAnalysis }
  | { outcome: 'not-ended' | 'missing' | 'unchanged' | 'busy' };

const defaultLlm = openAiAnalysisLlm();

/** Analyses the ended call `callId` with its agent's current analysis settings. */
export async function analyseCall(
  db: Firestore,
  callId: string,
  { llm = defaultLlm, force = false, now = Date.now }: AnalyseOptions = {},
): Promise<AnalyseResult> {
  const ref = db.collection(COLLECTIONS.calls).doc(callId);
  const first = parseCall(await ref.get());
  if (!first) return { outcome: 'missing' };
  if (!isFinalCallStatus(first.status)) return { outcome: 'not-ended' };
  const agent = await readAgent(first.agentId);
  const settings = agent?.analysisSettings ?? analysisSettingsSchema.parse({});
  const settingsHash = analysisSettingsHash(settings);
  const claimedAt = now();

  const claim = await db.runTransaction(async (tx) => {
    const call = parseCall(await tx.get(ref));
    if (!call) return { outcome: 'missing' as const };
    const current = call.analysis;
    if (current?.status === 'running' && (current.claimedAt ?? 0) + ANALYSIS_LEASE_MS > claimedAt)
      return { outcome: 'busy' as const };
    const settled = current?.status === 'done' || current?.status === 'skipped';
    if (!force && settled && current.settingsHash === settingsHash) return { outcome: 'unchanged' as const };
    const running: CallAnalysisInput = { ...(current ?? {}), status: 'running', settingsHash, claimedAt };
    tx.update(ref, { analysis: callAnalysisSchema.parse(running) });
    return { outcome: 'claimed' as const, call };
  });
  if (claim.outcome !== 'claimed') return { outcome: claim.outcome };

  const base = {
    settingsHash,
    agentVersion: agent?.version ?? null,
    hipaa: agent?.generalSettings.hipaaEnabled ?? false,
    claimedAt,
  };
  const skipReason = agent ? analysisSkipReason(claim.call, settings) : 'The agent no longer exists.';
  let analysis: CallAnalysis;
  if (skipReason !== null) {
    analysis = callAnalysisSchema.parse({
      ...base,
      status: 'skipped',
      detail: skipReason,
      analysedAt: now(),
    });
  } else {
    try {
      const raw = await llm({
        model: agent?.advancedSettings.llmModel.trim() ?? '',
        instructions: analysisInstructions(settings),
        conversation: analysisConversation(claim.call.transcript),
        schema: analysisJsonSchema(settings),
      });
      const outcome = parseAnalysisAnswer(raw, settings);
      analysis = callAnalysisSchema.parse({
        ...base,
        ...(base.hipaa ? withoutContent(outcome) : outcome),
        status: 'done',
        analysedAt: now(),
      });
    } catch (error) {
      const unconfigured = error instanceof AnalysisLlmUnconfigured;
      if (!unconfigured)
        logger.warn('post-call analysis: the language model failed', {
          callId,
          error: error instanceof Error ? error.message : String(error),
        });
      analysis = callAnalysisSchema.parse({
        ...base,
        status: 'failed',
        detail: unconfigured ? error.message : MSG_ANALYSIS_LLM_UNAVAILABLE,
        analysedAt: now(),
      });
    }
  }
  // Only the claim's owner writes the result: one whose lease ran out and was taken over writes nothing.
  const written = await db.runTransaction(async (tx) => {
    const current = parseCall(await tx.get(ref))?.analysis;
    if (current?.status !== 'running' || current.claimedAt !== claimedAt) return false;
    tx.update(ref, { analysis });
    return true;
  });
  return written ? { outcome: 'analysed', analysis } : { outcome: 'busy' };
}
