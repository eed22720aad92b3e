import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_ADD_SIP_ADDRESS,
  LABEL_BUY_NUMBER,
  LABEL_IMPORT_NUMBER,
  LABEL_PHONE_NUMBERS,
  MSG_NUMBER_BOUGHT,
  MSG_NUMBER_DELETED,
  MSG_NUMBER_IMPORTED,
  MSG_PRIMARY_SET,
  MSG_SIP_ADDRESS_ADDED,
  type AvailableNumbersRequest,
  type PhoneNumber,
  type ProviderNumber,
} from '@parley/domain';
import { useId, useState } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { PlanGateNotice } from '../../../components/upgrade-link';
import type { AsyncState } from '../../../lib/async-state';
import { BuyNumberDialog } from './buy-number-dialog';
import { ImportNumberDialog, type ImportNumberForm } from './import-number-dialog';
import { NumbersList } from './numbers-list';
import { SipAddressDialog } from './sip-address-dialog';

export interface AgentNumbersViewProps {
  numbers: AsyncState<readonly PhoneNumber[]>;
  /** Why no more business numbers can be added on the owner's plan, or null. */
  limitReason: string | null;
  onSearch: (request: AvailableNumbersRequest) => Promise<readonly ProviderNumber[]>;
  onBuy: (number: ProviderNumber) => Promise<void>;
  onImport: (form: ImportNumberForm) => Promise<void>;
  onAddSip: (sipAddress: string) => Promise<void>;
  onSetPrimary: (number: PhoneNumber) => Promise<void>;
  onDelete: (number: PhoneNumber) => Promise<void>;
}

type DialogName = 'buy' | 'import' | 'sip' | null;

/**
 * An agent's numbers page: the list with Set as primary and Delete, and Buy, Import and Add SIP
 * address. Buy and Import are disabled, with the reason, once the plan's number limit is reached.
 */
export function AgentNumbersView(props: AgentNumbersViewProps) {
  const { numbers, limitReason } = props;
  const notify = useNotify();
  const notifyError = useNotifyError();
  const headingId = useId();
  const reasonId = useId();
  const [dialog, setDialog] = useState<DialogName>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setDialog(null);
  };
  /** Runs a list action with a toast either way (dialogs show their own failures). */
  const act = async (work: Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work;
      notify(done, { severity: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const withToast =
    <T,>(run: (value: T) => Promise<void>, done: string) =>
    async (value: T) => {
      await run(value);
      notify(done, { severity: 'success' });
    };
  const limited = limitReason !== null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography id={headingId} variant="h5" component="h2">
          {LABEL_PHONE_NUMBERS}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {(['buy', 'import'] as const).map((name) => (
            <Button
              key={name}
              variant={name === 'buy' ? 'contained' : 'outlined'}
              startIcon={name === 'buy' ? <AddIcon /> : undefined}
              disabled={limited}
              aria-describedby={limited ? reasonId : undefined}
              onClick={() => {
                setDialog(name);
              }}
            >
              {name === 'buy' ? LABEL_BUY_NUMBER : LABEL_IMPORT_NUMBER}
            </Button>
          ))}
          <Button
            variant="outlined"
            onClick={() => {
              setDialog('sip');
            }}
          >
            {LABEL_ADD_SIP_ADDRESS}
          </Button>
        </Stack>
      </Stack>
      {limited ? <PlanGateNotice id={reasonId} severity="warning" message={limitReason} /> : null}
      <Paper variant="outlined">
        <NumbersList
          numbers={numbers}
          busy={busy}
          onSetPrimary={(number) => void act(props.onSetPrimary(number), MSG_PRIMARY_SET)}
          onDelete={(number) => void act(props.onDelete(number), MSG_NUMBER_DELETED)}
        />
      </Paper>
      <BuyNumberDialog
        open={dialog === 'buy'}
        onClose={close}
        onSearch={props.onSearch}
        onBuy={withToast(props.onBuy, MSG_NUMBER_BOUGHT)}
      />
      <ImportNumberDialog
        open={dialog === 'import'}
        onClose={close}
        onSubmit={withToast(props.onImport, MSG_NUMBER_IMPORTED)}
      />
      <SipAddressDialog
        open={dialog === 'sip'}
        onClose={close}
        onSubmit={withToast(props.onAddSip, MSG_SIP_ADDRESS_ADDED)}
      />
    </Stack>
  );
}
