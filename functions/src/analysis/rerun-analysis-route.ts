// POST /calls/{callId}/analysis/rerun (docs/analysis.md): analyses one call again with its agent's
// current settings. Members who may change the agent may (the one authorisation helper); a call of
// another organisation is answered as not found, so an id says nothing about whose it is.
import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  MSG_ANALYSIS_CALL_NOT_ENDED,
  MSG_ANALYSIS_CALL_NOT_FOUND,
  rerunCallAnalysisRequestSchema,
  type CallAnalysis,
} from '@parley/domain';
import { HttpsError } from 'firebase-functions/https';
import { defineRoute } from '../api/route-definition';
import { parseCall } from '../calls/call-store';
import { authorize } from '../lib/authorize';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { analyseCall, type AnalyseResult } from './analyse-call';

const callNotFound = () =>
  failure('not-found', MSG_ANALYSIS_CALL_NOT_FOUND, { reason: API_ERROR_REASONS.callNotFound });

export interface RerunAnalysisAnswer {
  outcome: AnalyseResult['outcome'];
  analysis: CallAnalysis | null;
}

export const rerunCallAnalysisRoute = defineRoute(
  API_ROUTES.rerunCallAnalysis,
  rerunCallAnalysisRequestSchema,
  async ({ uid, input }): Promise<RerunAnalysisAnswer> => {
    const call = parseCall(await db().collection(COLLECTIONS.calls).doc(input.callId).get());
    if (!call) throw callNotFound();
    try {
      await authorize(null, { agentId: call.agentId }, uid, { action: 'change' });
    } catch (error) {
      const reason =
        error instanceof HttpsError ? (error.details as { reason?: string } | undefined)?.reason : undefined;
      if (reason === API_ERROR_REASONS.notOrgMember || reason === API_ERROR_REASONS.agentNotFound)
        throw callNotFound();
      throw error;
    }
    const result = await analyseCall(db(), call.id, { force: true });
    if (result.outcome === 'not-ended')
      throw failure('failed-precondition', MSG_ANALYSIS_CALL_NOT_ENDED, {
        reason: API_ERROR_REASONS.callNotEnded,
      });
    return {
      outcome: result.outcome,
      analysis: result.outcome === 'analysed' ? result.analysis : call.analysis,
    };
  },
);
