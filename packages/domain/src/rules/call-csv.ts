// The call export's CSV (GET /calls/export): one header, one row per call, RFC 4180 quoting. A cell
// that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with a quote; a phone
// number (+ and digits) is left as it is, since a spreadsheet reads it as a number, not a formula.
import type { CallRecord } from '../schemas/call-record';
import { callVersionLabel } from './call-attribution';
import { timestampMillis } from './call-events';

export const CALL_CSV_COLUMNS = [
  'id',
  'startedAt',
  'type',
  'status',
  'durationSeconds',
  'sentiment',
  'reason',
  'fromNumber',
  'toNumber',
  'campaignId',
  'agentVersion',
  'abArm',
  'costCents',
  'summary',
  // The post-call analysis (docs/analysis.md): empty until the call is analysed. The data fields vary by
  // agent, so they are one JSON object ({"plan":"premium"}) rather than a column each.
  'analysisStatus',
  'analysisVerdict',
  'analysisRationale',
  'analysisSummary',
  'analysisSentiment',
  'analysisReason',
  'analysisTags',
  'analysisFields',
] as const;

/** One RFC 4180 cell, formula-guarded (see above); shared by every CSV Parley writes. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const formula = typeof value === 'string' && /^[=+\-@]/.test(value) && !/^\+[0-9 ()-]+$/.test(value);
  const text = formula ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const callCsvHeader = (): string => `${CALL_CSV_COLUMNS.join(',')}\r\n`;

export function callCsvRow(call: CallRecord): string {
  const analysis = call.analysis;
  const done = analysis?.status === 'done';
  const values: Record<(typeof CALL_CSV_COLUMNS)[number], string | number | null> = {
    id: call.id,
    startedAt: new Date(timestampMillis(call.createdAt)).toISOString(),
    type: call.type,
    status: call.status,
    durationSeconds: call.durationSeconds,
    sentiment: call.sentiment,
    reason: call.reason,
    fromNumber: call.fromNumber,
    toNumber: call.toNumber,
    campaignId: call.campaignId,
    // As the agent shows its versions ('v0.6'), not the stored count.
    agentVersion: callVersionLabel(call.agentVersion),
    abArm: call.abArm,
    costCents: call.costCents,
    summary: call.summary,
    analysisStatus: analysis?.status ?? null,
    analysisVerdict: done ? analysis.verdict : null,
    analysisRationale: done ? analysis.rationale : (analysis?.detail ?? null),
    analysisSummary: done ? analysis.summary : null,
    analysisSentiment: done ? analysis.sentiment : null,
    analysisReason: done ? analysis.reason : null,
    analysisTags: done ? analysis.tags.join('; ') : null,
    analysisFields: done && Object.keys(analysis.fields).length > 0 ? JSON.stringify(analysis.fields) : null,
  };
  return `${CALL_CSV_COLUMNS.map((column) => csvCell(values[column])).join(',')}\r\n`;
}
