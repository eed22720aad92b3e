import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  causeMessage,
  BUY_NUMBER_COUNTRIES,
  LABEL_AREA_CODE,
  LABEL_BUY,
  LABEL_BUY_NUMBER,
  LABEL_CANCEL,
  LABEL_COUNTRY,
  LABEL_NO_NUMBERS_FOR_SEARCH,
  LABEL_SEARCH,
  availableNumbersRequestSchema,
  countryLabel,
  type AvailableNumbersRequest,
  type ProviderNumber,
} from '@parley/domain';
import { useId, useState, type SyntheticEvent } from 'react';

export interface BuyNumberDialogProps {
  open: boolean;
  onClose: () => void;
  onSearch: (request: AvailableNumbersRequest) => Promise<readonly ProviderNumber[]>;
  onBuy: (number: ProviderNumber) => Promise<void>;
}

function BuyNumberContent({ onClose, onSearch, onBuy }: Omit<BuyNumberDialogProps, 'open'>) {
  const [countryCode, setCountryCode] = useState<string>(BUY_NUMBER_COUNTRIES[0]);
  const [areaCode, setAreaCode] = useState('');
  const [results, setResults] = useState<readonly ProviderNumber[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [working, setWorking] = useState<'search' | 'buy' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultsLabelId = useId();

  const search = async (event: SyntheticEvent) => {
    event.preventDefault();
    const request = availableNumbersRequestSchema.safeParse({
      countryCode,
      ...(areaCode.trim() === '' ? {} : { areaCode: areaCode.trim() }),
    });
    if (!request.success) {
      setFailure(request.error.issues[0]?.message ?? null);
      return;
    }
    setWorking('search');
    setFailure(null);
    setChosen(null);
    try {
      setResults(await onSearch(request.data));
    } catch (error) {
      setFailure(causeMessage(error));
    } finally {
      setWorking(null);
    }
  };
  const buy = async () => {
    const number = results?.find((candidate) => candidate.phoneNumber === chosen);
    if (!number) return;
    setWorking('buy');
    setFailure(null);
    try {
      await onBuy(number);
      onClose();
    } catch (error) {
      setFailure(causeMessage(error));
    } finally {
      setWorking(null);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={(event) => void search(event)}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              select
              label={LABEL_COUNTRY}
              value={countryCode}
              onChange={(event) => {
                setCountryCode(event.target.value);
              }}
              sx={{ minWidth: 180 }}
            >
              {BUY_NUMBER_COUNTRIES.map((code) => (
                <MenuItem key={code} value={code}>
                  {countryLabel(code)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={LABEL_AREA_CODE}
              value={areaCode}
              onChange={(event) => {
                setAreaCode(event.target.value);
              }}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            />
            <Button type="submit" variant="outlined" loading={working === 'search'} sx={{ height: 56 }}>
              {LABEL_SEARCH}
            </Button>
          </Stack>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          {results?.length === 0 ? <Typography>{LABEL_NO_NUMBERS_FOR_SEARCH}</Typography> : null}
          {results && results.length > 0 ? (
            <RadioGroup
              aria-labelledby={resultsLabelId}
              value={chosen ?? ''}
              onChange={(event) => {
                setChosen(event.target.value);
              }}
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{LABEL_CANCEL}</Button>
        <Button
          variant="contained"
          disabled={chosen === null || working !== null}
          loading={working === 'buy'}
          onClick={() => void buy()}
        >
          {LABEL_BUY}
        </Button>
      </DialogActions>
    </>
  );
}

/** Searches numbers for sale by country and area code, and buys the chosen one for the agent. */
export function BuyNumberDialog({ open, onClose, ...content }: BuyNumberDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{LABEL_BUY_NUMBER}</DialogTitle>
      <BuyNumberContent onClose={onClose} {...content} />
    </Dialog>
  );
}
