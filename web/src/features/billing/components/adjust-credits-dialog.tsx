import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AdjustCreditsRequest } from '@parley/domain';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';
import { adjustCreditsFormSchema } from '../api/adjust-credits';
import {
  LABEL_ADJUST_AMOUNT,
  LABEL_ADJUST_CREDITS,
  LABEL_ADJUST_REASON,
  LABEL_ADJUSTING,
  LABEL_USER_ID,
  MSG_ADJUST_HELP,
} from '../strings';

/**
 * A platform ADMIN's manual adjustment: whose credits, how many (negative removes) and why. One
 * request id per opening, so a retried or double submit applies once.
 */
export function AdjustCreditsDialog({
  open,
  defaultUid,
  onClose,
  onSubmit,
}: {
  open: boolean;
  defaultUid: string;
  onClose: () => void;
  onSubmit: (request: AdjustCreditsRequest) => Promise<void>;
}) {
  const [requestId] = useState(() => crypto.randomUUID());
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_ADJUST_CREDITS}
      submitLabel={LABEL_ADJUST_CREDITS}
      submittingLabel={LABEL_ADJUSTING}
      schema={adjustCreditsFormSchema}
      initialValues={{ uid: defaultUid, amount: '', reason: '' }}
      onSubmit={(form) => onSubmit({ ...form, requestId })}
    >
      {(formik) => (
        <>
          <TextField label={LABEL_USER_ID} required {...fieldProps(formik, 'uid')} />
          <TextField label={LABEL_ADJUST_AMOUNT} required type="number" {...fieldProps(formik, 'amount')} />
          <TextField
            label={LABEL_ADJUST_REASON}
            required
            multiline
            minRows={2}
            {...fieldProps(formik, 'reason')}
            helperText={fieldProps(formik, 'reason').helperText ?? MSG_ADJUST_HELP}
          />
        </>
      )}
    </FormDialog>
  );
}
