// The call log's post-call analysis columns (docs/analysis.md): the verdict (or why there is none),
// the analysis's sentiment and its failure tags. The log reads them from the call's `analysis`.
import type { GridColDef } from '@mui/x-data-grid';
import type { CallRecord } from '@parley/domain';
import { ANALYSIS_STATUS_LABELS, LABEL_TAGS, LABEL_VERDICT, VERDICT_LABELS } from './strings';

export const COLUMN_ANALYSIS_SENTIMENT = 'Analysed sentiment';

/** The verdict a call shows: its label once analysed, else what the analysis is doing or why none. */
export function verdictText(call: Pick<CallRecord, 'analysis'>): string {
  const { analysis } = call;
  if (!analysis) return '';
  return analysis.status === 'done'
    ? VERDICT_LABELS[analysis.verdict]
    : ANALYSIS_STATUS_LABELS[analysis.status];
}

export function analysisColumns(): GridColDef<CallRecord>[] {
  return [
    {
      field: 'verdict',
      headerName: LABEL_VERDICT,
      width: 120,
      sortable: false,
      valueGetter: (_, row) => verdictText(row),
    },
    {
      field: 'analysisSentiment',
      headerName: COLUMN_ANALYSIS_SENTIMENT,
      width: 150,
      sortable: false,
      valueGetter: (_, row) => (row.analysis?.status === 'done' ? row.analysis.sentiment : ''),
    },
    {
      field: 'tags',
      headerName: LABEL_TAGS,
      minWidth: 180,
      flex: 1,
      sortable: false,
      valueGetter: (_, row) => (row.analysis?.status === 'done' ? row.analysis.tags.join(', ') : ''),
    },
  ];
}
