import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { actionTemplateVariables, fillActionRequest, type CustomAction } from '@parley/domain';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { ResponseView, sendRequestFailure } from '../../../components/request-response';
import { fieldProps } from '../../../lib/forms';
import { useSendRequest } from '../../../lib/integration-api';
import { LABEL_SEND, LABEL_SENDING, LABEL_TEST_ACTION } from '../strings';

/** A failure as one line: the title, then the server's reason when it adds one. */
function failureLine(error: unknown): string {
  const { title, reason } = sendRequestFailure(error);
  return reason === '' ? title : `${title}: ${reason}`;
}

export interface TestActionDialogProps {
  open: boolean;
  onClose: () => void;
  action: CustomAction;
  /** The agent whose customer token the test request goes with. */
  agentId: string;
}

/**
 * "Test this action": asks a value for each {{variable}} of the action's template, sends the filled
 * request through send-request (the outbound guard) and shows the answer or why it failed. Stays open
 * so the user can try other values.
 */
export function TestActionDialog({ open, onClose, action, agentId }: TestActionDialogProps) {
  const send = useSendRequest(agentId);
  const variables = useMemo(() => actionTemplateVariables(action.request), [action.request]);
  const schema = useMemo(
    () => z.object(Object.fromEntries(variables.map((name) => [name, z.string()]))),
    [variables],
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`${LABEL_TEST_ACTION}: ${action.name}`}
      submitLabel={LABEL_SEND}
      submittingLabel={LABEL_SENDING}
      schema={schema}
      initialValues={Object.fromEntries(variables.map((name) => [name, '']))}
      maxWidth="sm"
      onSubmit={async (values) => {
        const request = fillActionRequest(action.request, values);
        // The answer or the failure is the mutation's own state, shown below; the dialog stays open.
        await send
          .mutateAsync({
            url: request.url,
            requestMethod: request.method,
            headers: request.headers,
            ...(request.body === '' ? {} : { body: request.body }),
            meta: { customActionId: action.id },
          })
          .catch(() => undefined);
        return false;
      }}
    >
      {(formik) => (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {`${action.request.method} ${action.request.url}`}
          </Typography>
          {variables.map((name) => (
            <TextField key={name} label={name} {...fieldProps(formik as never, name as never)} />
          ))}
          {send.data ? <ResponseView response={send.data} /> : null}
          {send.error ? (
            <Alert severity="error" role="alert">
              {failureLine(send.error)}
            </Alert>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
