import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  causeMessage,
  LABEL_ADDING,
  LABEL_ADD_PHONE_NUMBERS,
  LABEL_IMPORT_FROM_TWILIO,
  LABEL_LOADING_NUMBERS,
  LABEL_NO_NUMBERS_AVAILABLE,
  LABEL_SEARCH_NUMBERS,
  MSG_ADD_NUMBERS_DESCRIPTION,
  addNumbersFormSchema,
  addToCampaignLabel,
  agentNumbersSectionLabel,
  assignNumbersAlertMessage,
  loadingNumbersErrorLabel,
  matchesNumberSearch,
  unassignedNumbersSectionLabel,
  type AvailablePhoneNumbers,
} from '@parley/domain';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
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

/**
 * The 'Add Phone Numbers' modal: search, the agent's and the unassigned numbers with select-all, and
 * 'Add to Campaign (n)'. Its form mounts with the dialog, so every opening starts with no selection and
 * an empty search.
 */
export function AddNumbersModal({
  open,
  onClose,
  available,
  existing,
  onSubmit,
  onImportClick,
}: AddNumbersModalProps) {
  // The search only filters what is shown; it is not part of what the form submits.
  const [query, setQuery] = useState('');
  const close = () => {
    setQuery('');
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={LABEL_ADD_PHONE_NUMBERS}
      maxWidth="sm"
      schema={addNumbersFormSchema}
      initialValues={{ phoneNumbers: [] }}
      submitLabel={(values) => addToCampaignLabel(values.phoneNumbers.length)}
      submittingLabel={LABEL_ADDING}
      submitDisabled={(values) => values.phoneNumbers.length === 0}
      secondaryAction={<Button onClick={onImportClick}>{LABEL_IMPORT_FROM_TWILIO}</Button>}
      onSubmit={async ({ phoneNumbers }) => {
        try {
          await onSubmit(phoneNumbers);
        } catch (error) {
          throw new Error(assignNumbersAlertMessage(causeMessage(error)), { cause: error });
        }
      }}
    >
      {(formik) => {
        const selected = new Set(formik.values.phoneNumbers);
        const choose = (next: ReadonlySet<string>) => void formik.setFieldValue('phoneNumbers', [...next]);
        return (
          <>
            <DialogContentText>{MSG_ADD_NUMBERS_DESCRIPTION}</DialogContentText>
            <TextField
              type="search"
              size="small"
              placeholder={LABEL_SEARCH_NUMBERS}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
              }}
              // Enter in the search filters; it must not submit the form.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              slotProps={{ htmlInput: { 'aria-label': LABEL_SEARCH_NUMBERS } }}
            />
            <NumbersBody
              available={available}
              existing={existing}
              query={query}
              selected={selected}
              onToggle={(number) => {
                const next = new Set(selected);
                if (!next.delete(number)) next.add(number);
                choose(next);
              }}
              onToggleAll={(numbers, select) => {
                const next = new Set(selected);
                for (const number of numbers) {
                  if (select) next.add(number);
                  else next.delete(number);
                }
                choose(next);
              }}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
