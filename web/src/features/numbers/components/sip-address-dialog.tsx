import TextField from '@mui/material/TextField';
import {
  LABEL_ADD,
  LABEL_ADD_SIP_ADDRESS,
  LABEL_SIP_ADDRESS,
  MSG_SIP_ADDRESS_INVALID,
  sipAddressSchema,
} from '@parley/domain';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';

/** The domain's SIP address rule, with a message a user can act on. */
const sipFormSchema = z.object({
  sipAddress: z
    .string()
    .trim()
    .refine((value) => sipAddressSchema.safeParse(value).success, MSG_SIP_ADDRESS_INVALID),
});

export interface SipAddressDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (sipAddress: string) => Promise<void>;
}

/** Adds a SIP address (sip:name@host) as an endpoint of the agent. */
export function SipAddressDialog({ open, onClose, onSubmit }: SipAddressDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_ADD_SIP_ADDRESS}
      submitLabel={LABEL_ADD}
      schema={sipFormSchema}
      initialValues={{ sipAddress: '' }}
      onSubmit={({ sipAddress }) => onSubmit(sipAddress)}
    >
      {(formik) => (
        <TextField
          label={LABEL_SIP_ADDRESS}
          placeholder="sip:frontdesk@pbx.example.com"
          required
          {...fieldProps(formik, 'sipAddress')}
        />
      )}
    </FormDialog>
  );
}
