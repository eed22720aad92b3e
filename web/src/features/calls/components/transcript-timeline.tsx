import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDurationSeconds, type TranscriptEvent } from '@parley/domain';
import {
  HIGHLIGHT_LABELS,
  LABEL_CURRENT_LINE,
  LABEL_PASSAGES,
  LABEL_TRANSCRIPT,
  MSG_NO_TRANSCRIPT,
  TRANSCRIPT_EVENT_LABELS,
  LABEL_PLAY_FROM,
} from '../strings';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { HighlightKind } from '../utils/transcript';

const SPOKEN = new Set(['user', 'assistant']);

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);

/** A passage the knowledge base returned: a string, or an object with its text. */
function passageText(passage: unknown): string {
  if (typeof passage === 'object' && passage !== null && 'text' in passage) return asText(passage.text);
  return asText(passage);
}

/** What a line carries besides its text, by type: passages, variables, a transition, an error. */
function LineData({ line }: { line: TranscriptEvent }) {
  const { data } = line;
  if (line.type === 'kb_retrieval') {
    const passages = Array.isArray(data.passages) ? data.passages : [];
    if (passages.length === 0) return null;
    return (
      <Box sx={{ mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {LABEL_PASSAGES}
        </Typography>
        {passages.map((passage, index) => (
          <Typography
            component="blockquote"
            variant="body2"
            key={index}
            sx={{ m: 0, pl: 1, borderLeft: 2, borderColor: 'divider', overflowWrap: 'anywhere' }}
          >
            {passageText(passage)}
          </Typography>
        ))}
      </Box>
    );
  }
  if (line.type === 'action' && data.error !== undefined) {
    return (
      <Typography variant="body2" color="error">
        {asText(data.error)}
      </Typography>
    );
  }
  const entries = Object.entries(data);
  if (entries.length === 0 || line.type === 'user' || line.type === 'assistant') return null;
  return (
    <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'flex', gap: 0.5 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {key}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {asText(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface TranscriptTimelineProps {
  lines: readonly TranscriptEvent[];
  /** The index of the line playing now, or null. */
  currentLine: number | null;
  /** Plays the recording from a line's start (seconds into the call). */
  onSeek: (seconds: number) => void;
  /** The lines to mark, by line index; null when the plan has no call highlights. */
  highlights: ReadonlyMap<number, readonly HighlightKind[]> | null;
}

/**
 * The call's transcript as a timeline of every event type, in call order: caller and agent turns,
 * interruptions, actions, workflow steps, knowledge-base retrievals with their passages, stored
 * variables and the engine's own events. Each line is a button that plays the recording from it; the
 * line playing is marked (aria-current).
 */
export function TranscriptTimeline({ lines, currentLine, onSeek, highlights }: TranscriptTimelineProps) {
  if (lines.length === 0) return <Typography color="text.secondary">{MSG_NO_TRANSCRIPT}</Typography>;
  return (
    <Box component="ol" aria-label={LABEL_TRANSCRIPT} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => {
        const current = line.index === currentLine;
        const marks = highlights?.get(line.index) ?? [];
        const time = formatDurationSeconds(line.at);
        return (
          <Box component="li" key={line.index} aria-current={current ? 'true' : undefined} sx={{ mb: 0.5 }}>
            <ButtonBase
              component="div"
              onClick={() => {
                onSeek(line.at);
              }}
              data-line-type={line.type}
              sx={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                borderRadius: 1,
                px: 1.5,
                py: 1,
                borderLeft: 4,
                borderColor: current ? 'primary.main' : marks.length > 0 ? 'error.main' : 'transparent',
                bgcolor: current ? 'action.selected' : SPOKEN.has(line.type) ? 'transparent' : 'action.hover',
                '&:hover': { bgcolor: 'action.focus' },
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                {/* The button's name starts with what it does; the rest is the line as shown. */}
                <Box component="span" sx={visuallyHidden}>
                  {LABEL_PLAY_FROM}
                </Box>{' '}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {time}
                </Typography>{' '}
                <Typography variant="subtitle2" component="span">
                  {TRANSCRIPT_EVENT_LABELS[line.type]}
                </Typography>{' '}
                {current && <Chip size="small" color="primary" label={LABEL_CURRENT_LINE} />}
                {marks.map((kind) => (
                  <Chip key={kind} size="small" color="error" label={HIGHLIGHT_LABELS[kind]} />
                ))}
              </Stack>
              <Typography
                variant={SPOKEN.has(line.type) ? 'body1' : 'body2'}
                color={SPOKEN.has(line.type) ? 'text.primary' : 'text.secondary'}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {line.content}
              </Typography>
              <LineData line={line} />
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
