import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { causeMessage, type KnowledgeBasePassage } from '@parley/domain';
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AsyncState } from '../../../lib/async-state';
import {
  ASK_HEADING,
  ASK_INTRO,
  ASK_NO_PASSAGES,
  LABEL_ASK,
  LABEL_ASK_QUESTION,
  LABEL_ASKING,
  LABEL_OPEN_SOURCE,
  PASSAGES_LABEL,
  scoreLabel,
  SOURCE_LABELS,
} from '../strings';
import { TitledSection } from '../../../components/titled-section';

export interface AskPanelProps {
  /** The last answer: idle (null), asking, failed, or the passages. */
  answer: AsyncState<readonly KnowledgeBasePassage[]> | null;
  onAsk: (question: string) => void;
}

/** A website passage links to its page; a document or FAQ passage to its place in the app. */
// A page URL is its own name; the in-app link's name adds the source's title to its visible words.
function SourceLink({ passage }: { passage: KnowledgeBasePassage }) {
  if (/^https?:/.test(passage.link))
    return (
      <Link href={passage.link} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
        {passage.link}
      </Link>
    );
  return (
    <Link component={RouterLink} to={passage.link} aria-label={`${LABEL_OPEN_SOURCE}: ${passage.title}`}>
      {LABEL_OPEN_SOURCE}
    </Link>
  );
}

/** "Ask your knowledge base": a question, and the passages the agent would use with source and score. */
export function AskPanel({ answer, onAsk }: AskPanelProps) {
  const [question, setQuestion] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (question.trim() !== '') onAsk(question.trim());
  };
  const asking = answer?.status === 'loading';
  return (
    <TitledSection title={ASK_HEADING} intro={ASK_INTRO}>
      <Stack component="form" direction="row" onSubmit={submit} useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <TextField
          label={LABEL_ASK_QUESTION}
          value={question}
          size="small"
          sx={{ flex: '1 1 14rem' }}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          onChange={(event) => {
            setQuestion(event.target.value);
          }}
        />
        <Button type="submit" variant="contained" disabled={asking || question.trim() === ''}>
          {asking ? LABEL_ASKING : LABEL_ASK}
        </Button>
      </Stack>
      {answer?.status === 'error' ? (
        <Alert severity="error" role="alert">
          {causeMessage(answer.error)}
        </Alert>
      ) : null}
      {answer?.status === 'success' && answer.data.length === 0 ? (
        <Typography variant="body2" role="status">
          {ASK_NO_PASSAGES}
        </Typography>
      ) : null}
      {answer?.status === 'success' && answer.data.length > 0 ? (
        <List aria-label={PASSAGES_LABEL} disablePadding>
          {answer.data.map((passage, index) => (
            <ListItem
              key={`${passage.sourceId}-${String(index)}`}
              divider
              disableGutters
              sx={{ display: 'block' }}
            >
              <Stack spacing={0.5}>
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Chip size="small" label={SOURCE_LABELS[passage.source]} />
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {[passage.title, ...passage.headings].join(' › ')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {scoreLabel(passage.score)}
                  </Typography>
                </Stack>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {passage.text}
                </Typography>
                <SourceLink passage={passage} />
              </Stack>
            </ListItem>
          ))}
        </List>
      ) : null}
    </TitledSection>
  );
}
