// The call log's and call detail's post-call analysis wording (docs/analysis.md).
import type { AnalysisStatus, AnalysisVerdict } from '@parley/domain';

export const LABEL_ANALYSIS = 'Analysis';
export const LABEL_VERDICT = 'Verdict';
export const LABEL_SUMMARY = 'Summary';
export const LABEL_TAGS = 'Tags';
export const LABEL_DATA_FIELDS = 'Data fields';
export const LABEL_SENTIMENT = 'Sentiment';
export const LABEL_REASON = 'Reason';
export const MSG_NOT_ANALYSED = 'This call has not been analysed.';
export const MSG_HIPAA_ANALYSIS = 'HIPAA agent: the analysis keeps no content of the call.';
export const MSG_NOT_IN_CALL = 'Not in the call';

export const VERDICT_LABELS: Readonly<Record<AnalysisVerdict, string>> = {
  success: 'Success',
  failure: 'Failure',
  unknown: 'Unknown',
};

export const ANALYSIS_STATUS_LABELS: Readonly<Record<AnalysisStatus, string>> = {
  running: 'Analysing…',
  done: 'Analysed',
  skipped: 'Not analysed',
  failed: 'Analysis failed',
};
export const LABEL_RERUN_ANALYSIS = 'Rerun analysis';
