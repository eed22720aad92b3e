import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_DELETE,
  LABEL_LOADING_AGENT_NUMBERS,
  LABEL_NO_AGENT_NUMBERS,
  LABEL_PHONE_NUMBERS,
  LABEL_PRIMARY,
  LABEL_SET_PRIMARY,
  MSG_DELETE_NUMBER_CONFIRM,
  NUMBER_SOURCE_LABELS,
  deleteNumberConfirmTitle,
  loadNumbersErrorMessage,
  type PhoneNumber,
} from '@parley/domain';
import { useConfirm } from '../../../components/confirm/use-confirm';
import type { AsyncState } from '../../../lib/async-state';

export interface NumbersListProps {
  numbers: AsyncState<readonly PhoneNumber[]>;
  onSetPrimary: (number: PhoneNumber) => void;
  onDelete: (number: PhoneNumber) => void;
  busy?: boolean;
}

/** An agent's numbers and SIP addresses: primary first, with Set as primary and Delete (confirmed). */
export function NumbersList({ numbers, onSetPrimary, onDelete, busy = false }: NumbersListProps) {
  const confirm = useConfirm();
  if (numbers.status === 'loading') {
    return (
      <Stack role="status" aria-label={LABEL_LOADING_AGENT_NUMBERS} spacing={1} sx={{ p: 2 }}>
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  }
  if (numbers.status === 'error') {
    return (
      <Alert severity="error" role="alert">
        {loadNumbersErrorMessage(numbers.error.message)}
      </Alert>
    );
  }
  if (numbers.data.length === 0) {
    return <Typography sx={{ p: 3, textAlign: 'center' }}>{LABEL_NO_AGENT_NUMBERS}</Typography>;
  }
  const remove = async (number: PhoneNumber) => {
    const confirmed = await confirm({
      title: deleteNumberConfirmTitle(number.number),
      message: MSG_DELETE_NUMBER_CONFIRM,
      confirmLabel: LABEL_DELETE,
      destructive: true,
    });
    if (confirmed) onDelete(number);
  };
  return (
    <List aria-label={LABEL_PHONE_NUMBERS}>
      {numbers.data.map((number) => (
        <ListItem key={number.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            primary={number.number}
            // Vapi's refusal is the number's own problem: said beside it, the import itself stood.
            secondary={number.vapiError}
            slotProps={{ secondary: { color: 'error.main' } }}
            sx={{ flex: '1 1 200px', wordBreak: 'break-all' }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {number.isPrimary ? <Chip size="small" color="primary" label={LABEL_PRIMARY} /> : null}
            <Chip size="small" variant="outlined" label={NUMBER_SOURCE_LABELS[number.source]} />
            {number.provider ? <Chip size="small" variant="outlined" label={number.provider} /> : null}
            {!number.isPrimary && number.source !== 'sip' ? (
              <Button
                size="small"
                disabled={busy}
                aria-label={`${LABEL_SET_PRIMARY}: ${number.number}`}
                onClick={() => {
                  onSetPrimary(number);
                }}
              >
                {LABEL_SET_PRIMARY}
              </Button>
            ) : null}
            <Button
              size="small"
              color="error"
              disabled={busy}
              aria-label={`${LABEL_DELETE}: ${number.number}`}
              onClick={() => void remove(number)}
            >
              {LABEL_DELETE}
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
