// The problems list beside the canvas: every validator issue, graph problems first; a node's line
// selects that node and brings it into view.
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ProblemLine } from './editor-state';
import { EDITOR_STRINGS } from './strings';

export interface ProblemsListProps {
  readonly lines: readonly ProblemLine[];
  readonly onFocusNode: (nodeId: string) => void;
}

export function ProblemsList({ lines, onFocusNode }: ProblemsListProps) {
  return (
    <section aria-labelledby="workflow-problems-title">
      <Typography id="workflow-problems-title" variant="subtitle2" component="h2" sx={{ px: 1, pt: 1 }}>
        {EDITOR_STRINGS.problemsTitle} ({EDITOR_STRINGS.problemCount(lines.length)})
      </Typography>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 0.5 }} role="status">
          {EDITOR_STRINGS.noProblems}
        </Typography>
      ) : (
        <List dense aria-label={EDITOR_STRINGS.problemsTitle}>
          {lines.map((line, index) => {
            const text = (
              <>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <ErrorOutlineIcon fontSize="small" color="error" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={line.title} secondary={line.message} />
              </>
            );
            const key = `${line.nodeId ?? 'graph'}-${String(index)}`;
            const { nodeId } = line;
            return nodeId === null ? (
              <ListItem key={key}>{text}</ListItem>
            ) : (
              <ListItem key={key} disablePadding>
                <ListItemButton
                  onClick={() => {
                    onFocusNode(nodeId);
                  }}
                >
                  {text}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
