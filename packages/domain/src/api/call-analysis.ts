// POST /calls/{callId}/analysis/rerun (docs/analysis.md): the call's analysis again, with its agent's
// current analysis settings. Members who may change the agent may; another organisation's call is not found.
import { z } from 'zod';
import { documentIdSchema } from '../schemas/document-id';

export const rerunCallAnalysisRequestSchema = z.object({ callId: documentIdSchema });
export type RerunCallAnalysisRequest = z.infer<typeof rerunCallAnalysisRequestSchema>;
