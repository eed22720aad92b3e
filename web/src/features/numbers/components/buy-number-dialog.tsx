import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BUY_NUMBER_COUNTRIES,
  LABEL_AREA_CODE,
  LABEL_BUY,
  LABEL_BUY_NUMBER,
  LABEL_COUNTRY,
  LABEL_NO_NUMBERS_FOR_SEARCH,
  LABEL_SEARCH,
  LABEL_SEARCHING,
  availableNumbersSearchFormSchema,
  causeMessage,
  countryLabel,
  type AvailableNumbersRequest,
  type ProviderNumber,
} from '@parley/domain';
import { useFormik } from 'formik';
import { useId, useState, type KeyboardEvent } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps, formikValidate } from '../../../lib/forms';

export interface BuyNumberDialogProps {
  open: boolean;
  onClose: () => void;
  onSearch: (request: AvailableNumbersRequest) => Promise<readonly ProviderNumber[]>;
  onBuy: (number: ProviderNumber) => Promise<void>;
}

/** The dialog's form is the choice among the search results; buying submits it. */
const chooseNumberSchema = z.object({ phoneNumber: z.string().min(1) });
const validateSearch = formikValidate(availableNumbersSearchFormSchema);

/**
 * The search above the results: its own Formik form (not a <form>: it sits inside the buy form), run
 * by its button or Enter in a field.
 */
function NumberSearch({
  onSearch,
  onResults,
}: Pick<BuyNumberDialogProps, 'onSearch'> & { onResults: (results: readonly ProviderNumber[]) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const search = useFormik({
    initialValues: { countryCode: BUY_NUMBER_COUNTRIES[0], areaCode: '' },
    validate: validateSearch,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        onResults(await onSearch(availableNumbersSearchFormSchema.parse(values)));
      } catch (error) {
        setFailure(causeMessage(error));
      }
    },
  });
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search.submitForm();
  };
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} onKeyDown={submitOnEnter}>
        <TextField select label={LABEL_COUNTRY} {...fieldProps(search, 'countryCode')} sx={{ minWidth: 180 }}>
          {BUY_NUMBER_COUNTRIES.map((code) => (
            <MenuItem key={code} value={code}>
              {countryLabel(code)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={LABEL_AREA_CODE}
          {...fieldProps(search, 'areaCode')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <Button
          variant="outlined"
          loading={search.isSubmitting}
          onClick={() => void search.submitForm()}
          sx={{ height: 56 }}
        >
          {search.isSubmitting ? LABEL_SEARCHING : LABEL_SEARCH}
        </Button>
      </Stack>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
    </>
  );
}

/** Searches numbers for sale by country and area code, and buys the chosen one for the agent. */
export function BuyNumberDialog({ open, onClose, onSearch, onBuy }: BuyNumberDialogProps) {
  const resultsLabelId = useId();
  const [results, setResults] = useState<readonly ProviderNumber[] | null>(null);
  const close = () => {
    setResults(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={LABEL_BUY_NUMBER}
      submitLabel={LABEL_BUY}
      maxWidth="sm"
      schema={chooseNumberSchema}
      initialValues={{ phoneNumber: '' }}
      submitDisabled={(values) => values.phoneNumber === ''}
      onSubmit={async ({ phoneNumber }) => {
        const number = results?.find((candidate) => candidate.phoneNumber === phoneNumber);
        if (number) await onBuy(number);
      }}
    >
      {(formik) => (
        <>
          <NumberSearch
            onSearch={onSearch}
            onResults={(found) => {
              setResults(found);
              void formik.setFieldValue('phoneNumber', '');
            }}
          />
          {results?.length === 0 ? <Typography>{LABEL_NO_NUMBERS_FOR_SEARCH}</Typography> : null}
          {results && results.length > 0 ? (
            <RadioGroup
              aria-labelledby={resultsLabelId}
              name="phoneNumber"
              value={formik.values.phoneNumber}
              onChange={formik.handleChange}
              sx={{ maxHeight: 280, overflowY: 'auto', flexWrap: 'nowrap' }}
            >
              <Typography id={resultsLabelId} variant="subtitle2">
                {LABEL_BUY_NUMBER}
              </Typography>
              {results.map((number) => (
                <FormControlLabel
                  key={number.phoneNumber}
                  value={number.phoneNumber}
                  control={<Radio />}
                  label={[number.phoneNumber, number.locality, number.region].filter(Boolean).join(' · ')}
                />
              ))}
            </RadioGroup>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
