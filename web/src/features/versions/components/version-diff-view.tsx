import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  describeValue,
  layoutMovesSummary,
  type DiffArea,
  type FieldChange,
  type VersionDiff,
  type WordChange,
  type WorkflowChange,
} from '@parley/domain';
import { memo } from 'react';
import {
  CHANGE_LABELS,
  DIFF_AREA_LABELS,
  LABEL_AFTER,
  LABEL_BEFORE,
  LABEL_EMPTY_VALUE,
  MSG_NO_DIFFERENCES,
  workflowHeading,
} from '../strings';

const AREAS: readonly DiffArea[] = ['prompt', 'voice', 'settings', 'knowledge'];

/** A value as one line of text in the user's words (describeValue: never JSON), or "(empty)". */
export function formatValue(value: unknown): string {
  const text = describeValue(value);
  return text === '' ? LABEL_EMPTY_VALUE : text;
}

// One style sheet for the whole diff, by element and class: a diff of 20 workflows of 100 nodes has
// thousands of elements, and plain elements under one styled root draw in a fraction of the time that
// a styled component each would take (e2e/bench/version-diff.ts). Removed and added text is tinted
// under the page's own text colour, so its contrast stays the body text's.
const diffStyles: SxProps<Theme> = {
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  typography: 'body2',
  '& h3': { m: 0, typography: 'subtitle1', overflowWrap: 'anywhere' },
  '& ul': { listStyle: 'none', m: 0, p: 0 },
  '& li': { py: 0.5 },
  '& .diff-label': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .diff-summary': { m: 0, color: 'text.secondary' },
  '& .diff-text': { m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& dl': { m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 },
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
  '& del': {
    backgroundColor: (theme) => alpha(theme.palette.error.main, 0.14),
    color: 'text.primary',
  },
  '& ins': {
    backgroundColor: (theme) => alpha(theme.palette.success.main, 0.16),
    color: 'text.primary',
    textDecoration: 'none',
  },
  '& .diff-node': { pl: 1, borderLeft: 2, borderColor: 'divider' },
  '& .diff-node-title': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .diff-change': {
    ml: 1,
    px: 1,
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
    typography: 'caption',
  },
};

/** Text with its removed words struck through (<del>) and its added words marked (<ins>). */
function Words({ words }: { words: readonly WordChange[] }) {
  return (
    <p className="diff-text">
      {words.map((part, index) =>
        part.op === 'equal' ? (
          <span key={index}>{part.text}</span>
        ) : part.op === 'delete' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <ins key={index}>{part.text}</ins>
        ),
      )}
    </p>
  );
}

function FieldChanges({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <ul>
      {changes.map((change) => (
        <li key={change.path}>
          <span className="diff-label">{change.label}</span>
          {change.summary ? (
            <p className="diff-summary">{change.summary}</p>
          ) : change.words ? (
            <Words words={change.words} />
          ) : (
            <dl>
              <dt>{LABEL_BEFORE}</dt>
              <dd>
                <del>{formatValue(change.before)}</del>
              </dd>
              <dt>{LABEL_AFTER}</dt>
              <dd>
                <ins>{formatValue(change.after)}</ins>
              </dd>
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}

function WorkflowChangeSection({ change }: { change: WorkflowChange }) {
  return (
    <section aria-label={workflowHeading(change.name)}>
      <h3>
        {workflowHeading(change.name)}
        <span className="diff-change">{CHANGE_LABELS[change.change]}</span>
      </h3>
      {change.fields.length > 0 && <FieldChanges changes={change.fields} />}
      {(change.nodes.length > 0 || change.connections.length > 0 || change.layoutMoves > 0) && (
        <ul>
          {/* Steps by name, in sentences; connections as who now leads where; pure moves folded. */}
          {change.nodes.map((node) => (
            <li key={node.nodeId} className="diff-node">
              <span className="diff-node-title">{node.text}</span>
              {node.change === 'changed' && <FieldChanges changes={node.fields} />}
            </li>
          ))}
          {change.connections.map((line, index) => (
            <li key={`connection-${String(index)}`} className="diff-node">
              {line}
            </li>
          ))}
          {change.layoutMoves > 0 && (
            <li className="diff-node diff-summary">{layoutMovesSummary(change.layoutMoves)}</li>
          )}
        </ul>
      )}
    </section>
  );
}

/**
 * A diff of two versions (or live and its draft), grouped by area then per workflow, long text by
 * word. Memoised: it re-renders only when the diff itself changes.
 */
export const VersionDiffView = memo(function VersionDiffView({ diff }: { diff: VersionDiff }) {
  if (!diff.changed) return <Typography color="text.secondary">{MSG_NO_DIFFERENCES}</Typography>;
  return (
    <Box sx={diffStyles}>
      {AREAS.filter((area) => diff.areas[area].length > 0).map((area) => (
        <section key={area} aria-label={DIFF_AREA_LABELS[area]}>
          <h3>{DIFF_AREA_LABELS[area]}</h3>
          <FieldChanges changes={diff.areas[area]} />
        </section>
      ))}
      {diff.workflows.map((change) => (
        <WorkflowChangeSection key={change.workflowId} change={change} />
      ))}
    </Box>
  );
});
