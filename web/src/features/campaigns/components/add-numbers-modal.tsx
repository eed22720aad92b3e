import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  causeMessage,
  LABEL_ADDING,
  LABEL_ADD_PHONE_NUMBERS,
  LABEL_CANCEL,
  LABEL_IMPORT_FROM_TWILIO,
  LABEL_LOADING_NUMBERS,
  LABEL_NO_NUMBERS_AVAILABLE,
  LABEL_SEARCH_NUMBERS,
  MSG_ADD_NUMBERS_DESCRIPTION,
  addToCampaignLabel,
  agentNumbersSectionLabel,
  assignNumbersAlertMessage,
  loadingNumbersErrorLabel,
  matchesNumberSearch,
  unassignedNumbersSectionLabel,
  validateAddNumbersForm,
  type AvailablePhoneNumbers,
} from '@parley/domain';
import { useId, useState } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import { NumberPickSection } from './number-pick-section';

export interface AddNumbersModalProps {
  open: boolean;
  onClose: () => void;
  available: AsyncState<AvailablePhoneNumbers>;
  /** Numbers already in the campaign, left out of both sections. */
  existing: readonly string[];
  /** Adds the chosen numbers; a rejection is shown as 'Failed to add phone numbers: …'. */
  onSubmit: (phoneNumbers: string[]) => Promise<void>;
  onImportClick: () => void;
}

function NumbersBody({
  available,
  existing,
  query,
  selected,
  onToggle,
  onToggleAll,
}: Pick<AddNumbersModalProps, 'available' | 'existing'> & {
  query: string;
  selected: ReadonlySet<string>;
  onToggle: (number: string) => void;
  onToggleAll: (numbers: readonly string[], select: boolean) => void;
}) {
  if (available.status === 'loading') {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{LABEL_LOADING_NUMBERS}</Typography>
      </Stack>
    );
  }
  if (available.status === 'error') {
    return (
      <Alert severity="error" role="alert">
        {loadingNumbersErrorLabel(available.error.message)}
      </Alert>
    );
  }
  const shown = (numbers: readonly string[]) =>
    numbers.filter((number) => !existing.includes(number) && matchesNumberSearch(number, query));
  const agentNumbers = shown(available.data.agentPhoneNumbers);
  const unassigned = shown(available.data.unassignedPhoneNumbers);
  if (agentNumbers.length === 0 && unassigned.length === 0) {
    return <Typography sx={{ py: 2 }}>{LABEL_NO_NUMBERS_AVAILABLE}</Typography>;
  }
  const sectionProps = { selected, onToggle, onToggleAll };
  return (
    <Stack spacing={1}>
      <NumberPickSection
        title={agentNumbersSectionLabel(agentNumbers.length)}
        numbers={agentNumbers}
        {...sectionProps}
      />
      <NumberPickSection
        title={unassignedNumbersSectionLabel(unassigned.length)}
        numbers={unassigned}
        {...sectionProps}
      />
    </Stack>
  );
}

function AddNumbersContent({
  onClose,
  available,
  existing,
  onSubmit,
  onImportClick,
}: Omit<AddNumbersModalProps, 'open'>) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (number: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(number)) next.add(number);
      return next;
    });
  };
  const toggleAll = (numbers: readonly string[], select: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const number of numbers) {
        if (select) next.add(number);
        else next.delete(number);
      }
      return next;
    });
  };
  const submit = async () => {
    const form = validateAddNumbersForm({ phoneNumbers: [...selected] });
    if (!form.ok) {
      setFailure(form.errors.phoneNumbers ?? null);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit(form.value.phoneNumbers);
      onClose();
    } catch (error) {
      setFailure(assignNumbersAlertMessage(causeMessage(error)));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{MSG_ADD_NUMBERS_DESCRIPTION}</DialogContentText>
          <TextField
            type="search"
            size="small"
            placeholder={LABEL_SEARCH_NUMBERS}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
            slotProps={{ htmlInput: { 'aria-label': LABEL_SEARCH_NUMBERS } }}
          />
          <NumbersBody
            available={available}
            existing={existing}
            query={query}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Button onClick={onImportClick}>{LABEL_IMPORT_FROM_TWILIO}</Button>
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose}>{LABEL_CANCEL}</Button>
          <Button
            variant="contained"
            disabled={selected.size === 0 || submitting}
            onClick={() => void submit()}
          >
            {submitting ? LABEL_ADDING : addToCampaignLabel(selected.size)}
          </Button>
        </Stack>
      </DialogActions>
    </>
  );
}

/**
 * The 'Add Phone Numbers' modal: search, the agent's and the unassigned numbers
 * with select-all, and 'Add to Campaign (n)'. Its content mounts with the dialog, so every opening
 * starts with no selection and an empty search.
 */
export function AddNumbersModal({ open, onClose, ...content }: AddNumbersModalProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{LABEL_ADD_PHONE_NUMBERS}</DialogTitle>
      <AddNumbersContent onClose={onClose} {...content} />
    </Dialog>
  );
}
