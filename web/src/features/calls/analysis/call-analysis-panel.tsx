// The call detail's post-call analysis (docs/analysis.md): the verdict with its rationale, the summary,
// sentiment and reason, the failure tags and the data fields — or why the call has none.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnalysisFieldValue, AnalysisVerdict, CallAnalysis } from '@parley/domain';
import type { ReactNode } from 'react';
import { FactsList, type Fact } from '../components/facts-list';
import {
  ANALYSIS_STATUS_LABELS,
  LABEL_ANALYSIS,
  LABEL_DATA_FIELDS,
  LABEL_REASON,
  LABEL_SENTIMENT,
  LABEL_SUMMARY,
  LABEL_TAGS,
  LABEL_VERDICT,
  MSG_HIPAA_ANALYSIS,
  MSG_NOT_ANALYSED,
  MSG_NOT_IN_CALL,
  VERDICT_LABELS,
} from './strings';

const VERDICT_COLOURS: Readonly<Record<AnalysisVerdict, 'success' | 'error' | 'default'>> = {
  success: 'success',
  failure: 'error',
  unknown: 'default',
};

const fieldText = (value: AnalysisFieldValue) => (value === null ? MSG_NOT_IN_CALL : String(value));

function Done({ analysis }: { analysis: CallAnalysis }) {
  const fields = Object.entries(analysis.fields);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {LABEL_VERDICT}
        </Typography>
        <Chip
          label={VERDICT_LABELS[analysis.verdict]}
          color={VERDICT_COLOURS[analysis.verdict]}
          size="small"
        />
      </Stack>
      {analysis.rationale && <Typography variant="body2">{analysis.rationale}</Typography>}
      {analysis.hipaa && <Alert severity="info">{MSG_HIPAA_ANALYSIS}</Alert>}
      <FactsList
        facts={[
          ...(analysis.summary ? [[LABEL_SUMMARY, analysis.summary] satisfies Fact] : []),
          [LABEL_SENTIMENT, analysis.sentiment],
          [LABEL_REASON, analysis.reason],
          [LABEL_TAGS, analysis.tags.length === 0 ? '—' : analysis.tags.join(', ')],
        ]}
      />
      {fields.length > 0 && (
        <section aria-label={LABEL_DATA_FIELDS}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {LABEL_DATA_FIELDS}
          </Typography>
          <FactsList facts={fields.map(([name, value]) => [name, fieldText(value)])} />
        </section>
      )}
    </Stack>
  );
}

export interface CallAnalysisPanelProps {
  analysis: CallAnalysis | null;
  /** An action beside the title (the rerun button), when the user may use it. */
  action?: ReactNode;
}

export function CallAnalysisPanel({ analysis, action }: CallAnalysisPanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={LABEL_ANALYSIS} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {LABEL_ANALYSIS}
        </Typography>
        {action}
      </Stack>
      {!analysis ? (
        <Typography color="text.secondary">{MSG_NOT_ANALYSED}</Typography>
      ) : analysis.status === 'done' ? (
        <Done analysis={analysis} />
      ) : (
        <Stack spacing={0.5}>
          <Typography>{ANALYSIS_STATUS_LABELS[analysis.status]}</Typography>
          {analysis.detail && (
            <Typography variant="body2" color="text.secondary">
              {analysis.detail}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}
