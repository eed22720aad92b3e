// One turn of the Test chat: the caller's line on the right (with Edit, which re-runs the conversation
// from that line), the agent's reply on the left (a fallback line marked as such) and its Details.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_TEST_CHAT_LINE, type TestChatTurn } from '@parley/domain';
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import {
  LABEL_AGENT,
  LABEL_CALLER,
  LABEL_CANCEL,
  LABEL_EDIT,
  LABEL_EDITED_LINE,
  LABEL_FALLBACK,
  LABEL_SAVE,
  labelEditLine,
} from './strings';
import { TurnDetails } from './turn-details';
import { eventsOf, knownEvents } from './turn-events';

const bubble = { px: 1.5, py: 1, borderRadius: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function CallerLine({
  line,
  editDisabled,
  onEdit,
}: {
  line: string;
  editDisabled: boolean;
  onEdit: (text: string) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  // The field takes focus when editing starts, so a keyboard user types straight into it.
  const field = useRef<HTMLInputElement>(null);
  const isEditing = editing !== null;
  useEffect(() => {
    if (isEditing) field.current?.focus();
  }, [isEditing]);
  if (editing !== null) {
    const save = (event: SyntheticEvent) => {
      event.preventDefault();
      const text = editing.trim();
      if (text === '') return;
      setEditing(null);
      onEdit(text);
    };
    return (
      <Box component="form" onSubmit={save} sx={{ alignSelf: 'stretch', display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          label={LABEL_EDITED_LINE}
          inputRef={field}
          value={editing}
          onChange={(event) => {
            setEditing(event.target.value);
          }}
          slotProps={{ htmlInput: { maxLength: MAX_TEST_CHAT_LINE } }}
        />
        <Button
          type="submit"
          size="small"
          variant="contained"
          disabled={editDisabled || editing.trim() === ''}
        >
          {LABEL_SAVE}
        </Button>
        <Button
          size="small"
          onClick={() => {
            setEditing(null);
          }}
        >
          {LABEL_CANCEL}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ alignSelf: 'flex-end', maxWidth: '85%', textAlign: 'right' }}>
      <Typography variant="caption" color="text.secondary">
        {LABEL_CALLER}
      </Typography>
      <Typography variant="body2" sx={{ ...bubble, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {line}
      </Typography>
      <Button
        size="small"
        aria-label={labelEditLine(line)}
        disabled={editDisabled}
        onClick={() => {
          setEditing(line);
        }}
      >
        {LABEL_EDIT}
      </Button>
    </Box>
  );
}

export function ChatTurn({
  turn,
  editDisabled,
  onEdit,
}: {
  turn: TestChatTurn;
  editDisabled: boolean;
  onEdit: (text: string) => void;
}) {
  const events = useMemo(() => knownEvents(turn), [turn]);
  const messages = eventsOf(events, 'message');
  // The reply line by line, so a fallback line can be told apart; the joined reply when none is listed.
  const replyLines =
    messages.length > 0
      ? messages.map((message) => ({ text: message.text, fallback: message.source === 'fallback' }))
      : turn.reply
        ? [{ text: turn.reply, fallback: false }]
        : [];
  return (
    <Stack spacing={0.5}>
      {turn.caller !== null && <CallerLine line={turn.caller} editDisabled={editDisabled} onEdit={onEdit} />}
      <Box sx={{ alignSelf: 'flex-start', maxWidth: '85%' }}>
        <Typography variant="caption" color="text.secondary">
          {LABEL_AGENT}
        </Typography>
        {replyLines.map((line, index) => (
          <Box key={index} sx={{ mb: 0.5 }}>
            {line.fallback && (
              <Typography variant="caption" color="warning.main" component="div">
                {LABEL_FALLBACK}
              </Typography>
            )}
            <Typography
              variant="body2"
              sx={{
                ...bubble,
                bgcolor: line.fallback ? 'warning.light' : 'action.selected',
                color: 'text.primary',
              }}
            >
              {line.text}
            </Typography>
          </Box>
        ))}
        <TurnDetails events={events} />
      </Box>
    </Stack>
  );
}
