import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import type { DiffArea, FieldChange, VersionDiff, WordChange, WorkflowChange } from '@parley/domain';
import { memo } from 'react';
import {
  CHANGE_LABELS,
  DIFF_AREA_LABELS,
  LABEL_AFTER,
  LABEL_BEFORE,
  LABEL_EMPTY_VALUE,
  MSG_NO_DIFFERENCES,
  nodeHeading,
  workflowHeading,
} from '../strings';

const AREAS: readonly DiffArea[] = ['prompt', 'voice', 'settings', 'knowledge'];

/** A value as one line of text: strings as they are, anything else as compact JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return LABEL_EMPTY_VALUE;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length === 0) return LABEL_EMPTY_VALUE;
  return JSON.stringify(value);
}

// Tinted backgrounds under the page's own text colour, so the contrast stays the body text's.
const removed = (theme: Theme) => ({
  backgroundColor: alpha(theme.palette.error.main, 0.14),
  color: theme.palette.text.primary,
  textDecoration: 'line-through',
});
const added = (theme: Theme) => ({
  backgroundColor: alpha(theme.palette.success.main, 0.16),
  color: theme.palette.text.primary,
  textDecoration: 'none',
});

/** Text with its removed words struck through (<del>) and its added words marked (<ins>). */
function Words({ words }: { words: readonly WordChange[] }) {
  return (
    <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {words.map((part, index) =>
        part.op === 'equal' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Box
            key={index}
            component={part.op === 'delete' ? 'del' : 'ins'}
            sx={part.op === 'delete' ? removed : added}
          >
            {part.text}
          </Box>
        ),
      )}
    </Typography>
  );
}

function FieldChangeRow({ change }: { change: FieldChange }) {
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      <Typography
        variant="subtitle2"
        component="span"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {change.path}
      </Typography>
      {change.words ? (
        <Words words={change.words} />
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {LABEL_BEFORE}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Box component="del" sx={removed}>
              {formatValue(change.before)}
            </Box>
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {LABEL_AFTER}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Box component="ins" sx={added}>
              {formatValue(change.after)}
            </Box>
          </Typography>
        </Box>
      )}
    </Box>
  );
}

function FieldChanges({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {changes.map((change) => (
        <FieldChangeRow key={change.path} change={change} />
      ))}
    </Box>
  );
}

function WorkflowChangeSection({ change }: { change: WorkflowChange }) {
  return (
    <Stack component="section" spacing={1} aria-label={workflowHeading(change.name)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {workflowHeading(change.name)}
        </Typography>
        <Chip size="small" label={CHANGE_LABELS[change.change]} />
      </Stack>
      {change.fields.length > 0 && <FieldChanges changes={change.fields} />}
      {change.nodes.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {change.nodes.map((node) => (
            <Box
              component="li"
              key={node.nodeId}
              sx={{ py: 0.5, pl: 1, borderLeft: 2, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {`${nodeHeading(node.nodeId)} · ${CHANGE_LABELS[node.change]}`}
              </Typography>
              {node.change === 'changed' && <FieldChanges changes={node.fields} />}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/**
 * A diff of two versions (or live and its draft), grouped by area then per workflow, long text by
 * word. Memoised: a diff of 20 workflows of 100 nodes re-renders only when the diff itself changes.
 */
export const VersionDiffView = memo(function VersionDiffView({ diff }: { diff: VersionDiff }) {
  if (!diff.changed) return <Typography color="text.secondary">{MSG_NO_DIFFERENCES}</Typography>;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {AREAS.filter((area) => diff.areas[area].length > 0).map((area) => (
        <Stack key={area} component="section" spacing={1} aria-label={DIFF_AREA_LABELS[area]}>
          <Typography variant="subtitle1" component="h3">
            {DIFF_AREA_LABELS[area]}
          </Typography>
          <FieldChanges changes={diff.areas[area]} />
        </Stack>
      ))}
      {diff.workflows.map((change) => (
        <WorkflowChangeSection key={change.workflowId} change={change} />
      ))}
    </Stack>
  );
});
