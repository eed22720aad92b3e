import TextField from '@mui/material/TextField';
import {
  BUSINESS_CRITICALITIES,
  MONTHLY_CALL_VOLUMES,
  requestIntegrationRequestSchema,
  type RequestIntegrationResponse,
} from '@parley/domain';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { OptionSelectField } from '../../../components/option-select-field';
import { fieldProps } from '../../../lib/forms';
import { useRequestIntegration } from '../api/marketplace-mutations';
import { FIELD_LABELS, LABEL_REQUEST_INTEGRATION, LABEL_SENDING } from '../strings';

const formSchema = requestIntegrationRequestSchema.omit({ requestId: true, agentId: true });
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface RequestIntegrationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The agent the request is for (its link goes to the Parley team). */
  agentId: string;
  onSent: (answer: RequestIntegrationResponse) => void;
}

/**
 * "Request an integration": what is needed, for what, at what volume and how critical. One request id
 * per opening, so a submit retried after a lost answer is the same request, notified once.
 */
export function RequestIntegrationDialog({ open, onClose, agentId, onSent }: RequestIntegrationDialogProps) {
  const request = useRequestIntegration();
  const [requestId] = useState(() => crypto.randomUUID());
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_REQUEST_INTEGRATION}
      submitLabel={LABEL_REQUEST_INTEGRATION}
      submittingLabel={LABEL_SENDING}
      schema={formSchema}
      initialValues={{
        integration: '',
        useCase: '',
        monthlyCallVolume: MONTHLY_CALL_VOLUMES[0],
        businessCriticality: BUSINESS_CRITICALITIES[1],
      }}
      maxWidth="sm"
      onSubmit={async (value) => {
        onSent(await request.mutateAsync({ ...value, requestId, agentId }));
      }}
    >
      {(formik) => (
        <>
          <TextField label={FIELD_LABELS.integration} required {...fieldProps(formik, 'integration')} />
          <TextField
            label={FIELD_LABELS.useCase}
            required
            multiline
            minRows={3}
            {...fieldProps(formik, 'useCase')}
          />
          <OptionSelectField
            label={FIELD_LABELS.monthlyCallVolume}
            options={options(MONTHLY_CALL_VOLUMES)}
            {...fieldProps(formik, 'monthlyCallVolume')}
          />
          <OptionSelectField
            label={FIELD_LABELS.businessCriticality}
            options={options(BUSINESS_CRITICALITIES)}
            {...fieldProps(formik, 'businessCriticality')}
          />
        </>
      )}
    </FormDialog>
  );
}
