import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { callVersionLabel, formatCents, formatDurationSeconds, type CallRecord } from '@parley/domain';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AsyncState } from '../../../lib/async-state';
import { formatTimestamp } from '../../../lib/timestamps';
import { CallAnalysisPanel } from '../analysis/call-analysis-panel';
import {
  CALL_STATUS_LABELS,
  CALL_TYPE_LABELS,
  COLUMN_ARM,
  COLUMN_COST,
  COLUMN_DURATION,
  COLUMN_FROM,
  COLUMN_NUMBER,
  COLUMN_REASON,
  COLUMN_SENTIMENT,
  COLUMN_TO,
  COLUMN_VERSION,
  HIGHLIGHT_LABELS,
  LABEL_BACK_TO_CALLS,
  LABEL_DETAILS,
  LABEL_FILTER_CAMPAIGN,
  LABEL_HIGHLIGHTS,
  LABEL_LOADING_CALL,
  LABEL_RECORDING,
  LABEL_RECORDING_PLAYER,
  LABEL_SUMMARY,
  LABEL_TRANSCRIPT,
  LABEL_VARIABLES,
  LABEL_WORKFLOW_PATH,
  MSG_CALL_NOT_FOUND,
  MSG_NO_HIGHLIGHTS,
  MSG_NO_RECORDING,
  MSG_NO_VARIABLES,
  MSG_NO_WORKFLOW_PATH,
  callTitle,
  loadCallFailed,
} from '../strings';
import { callHighlights, lineAt, orderedTranscript, workflowPath } from '../utils/transcript';
import { FactsList } from './facts-list';
import { TranscriptTimeline } from './transcript-timeline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export interface CallDetailViewProps {
  call: CallRecord;
  backHref: string;
  /** Why the plan shows no highlights (the upgrade message), or null. */
  highlightRefusal: string | null;
  /** The call's title level: h2 inside the agent workspace (whose h1 is the agent), h1 on its own page. */
  headingLevel?: 'h1' | 'h2';
  /** Beside the analysis's title: its rerun button, for a user who may rerun it. */
  analysisAction?: ReactNode;
}

/** One call: recording synced with its transcript, its facts, variables, workflow path and highlights. */
export function CallDetailView({
  call,
  backHref,
  highlightRefusal,
  headingLevel = 'h1',
  analysisAction,
}: CallDetailViewProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [seconds, setSeconds] = useState(0);
  const lines = useMemo(() => orderedTranscript(call), [call]);
  const highlights = useMemo(() => callHighlights(call), [call]);
  const path = useMemo(() => workflowPath(lines), [lines]);
  const seek = (at: number) => {
    setSeconds(at);
    const player = audio.current;
    if (!player) return;
    player.currentTime = at;
    // A browser may refuse to autoplay; the line is still selected and the player shows the position.
    player.play().catch(() => undefined);
  };
  const variables = Object.entries(call.variables);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={backHref} underline="hover">
        {LABEL_BACK_TO_CALLS}
      </Link>
      <Typography variant="h5" component={headingLevel}>
        {callTitle(formatTimestamp(call.createdAt))}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={CALL_TYPE_LABELS[call.type]} />
        <Chip
          label={CALL_STATUS_LABELS[call.status]}
          color={call.status === 'completed' ? 'success' : 'default'}
        />
        <Chip label={call.sentiment} variant="outlined" />
        <Chip label={call.reason} variant="outlined" />
      </Stack>
      <Section title={LABEL_RECORDING}>
        {call.recordingUrl ? (
          // The transcript beside the player is the recording's text alternative.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <audio
            ref={audio}
            controls
            preload="metadata"
            src={call.recordingUrl}
            aria-label={LABEL_RECORDING_PLAYER}
            style={{ width: '100%' }}
            onTimeUpdate={(event) => {
              setSeconds(event.currentTarget.currentTime);
            }}
          />
        ) : (
          <Typography color="text.secondary">{MSG_NO_RECORDING}</Typography>
        )}
      </Section>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Section title={LABEL_TRANSCRIPT}>
          <TranscriptTimeline
            lines={lines}
            currentLine={lineAt(lines, seconds)}
            onSeek={seek}
            highlights={highlightRefusal ? null : highlights.lines}
          />
        </Section>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <CallAnalysisPanel analysis={call.analysis} action={analysisAction} />
          <Section title={LABEL_HIGHLIGHTS}>
            {highlightRefusal ? (
              <Alert severity="info">{highlightRefusal}</Alert>
            ) : highlights.call.length === 0 ? (
              <Typography color="text.secondary">{MSG_NO_HIGHLIGHTS}</Typography>
            ) : (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {highlights.call.map((kind) => (
                  <Chip key={kind} color="error" label={HIGHLIGHT_LABELS[kind]} />
                ))}
              </Stack>
            )}
          </Section>
          <Section title={LABEL_DETAILS}>
            <FactsList
              facts={[
                [COLUMN_DURATION, formatDurationSeconds(call.durationSeconds)],
                [COLUMN_COST, formatCents(call.costCents)],
                [COLUMN_SENTIMENT, call.sentiment],
                [COLUMN_REASON, call.reason],
                [COLUMN_FROM, call.fromNumber],
                [COLUMN_TO, call.toNumber],
                [COLUMN_NUMBER, call.number],
                [LABEL_FILTER_CAMPAIGN, call.campaignId ?? ''],
                [COLUMN_VERSION, callVersionLabel(call.agentVersion)],
                [COLUMN_ARM, call.abArm ?? ''],
              ]}
            />
          </Section>
          {call.summary && (
            <Section title={LABEL_SUMMARY}>
              <Typography variant="body2">{call.summary}</Typography>
            </Section>
          )}
          <Section title={LABEL_VARIABLES}>
            {variables.length === 0 ? (
              <Typography color="text.secondary">{MSG_NO_VARIABLES}</Typography>
            ) : (
              <FactsList facts={variables.map(([name, value]) => [name, String(value)])} />
            )}
          </Section>
          <Section title={LABEL_WORKFLOW_PATH}>
            {path.length === 0 ? (
              <Typography color="text.secondary">{MSG_NO_WORKFLOW_PATH}</Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 3 }}>
                {path.map((step, index) => (
                  <Typography component="li" variant="body2" key={index}>
                    {step}
                  </Typography>
                ))}
              </Box>
            )}
          </Section>
        </Stack>
      </Box>
    </Stack>
  );
}

export interface CallDetailProps extends Omit<CallDetailViewProps, 'call'> {
  call: AsyncState<CallRecord | null>;
}

/** The call detail with its loading, missing and error states. */
export function CallDetail({ call, ...props }: CallDetailProps) {
  if (call.status === 'loading') {
    return (
      <Stack role="status" aria-label={LABEL_LOADING_CALL} spacing={1}>
        <Skeleton height={48} />
        <Skeleton variant="rectangular" height={240} />
      </Stack>
    );
  }
  if (call.status === 'error') return <Alert severity="error">{loadCallFailed(call.error.message)}</Alert>;
  if (call.data === null) {
    return (
      <Stack spacing={2}>
        <Link component={RouterLink} to={props.backHref} underline="hover">
          {LABEL_BACK_TO_CALLS}
        </Link>
        <Alert severity="warning">{MSG_CALL_NOT_FOUND}</Alert>
      </Stack>
    );
  }
  return <CallDetailView call={call.data} {...props} />;
}
