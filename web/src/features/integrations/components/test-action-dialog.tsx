import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  actionTemplateVariables,
  causeMessage,
  fillActionRequest,
  HelperError,
  MSG_FAILED_TO_SEND_REQUEST,
  type CustomAction,
  type SendRequestResponse,
} from '@parley/domain';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';
import { useSendRequest } from '../../../lib/integration-api';
import { LABEL_SEND, LABEL_SENDING, LABEL_TEST_ACTION } from '../strings';

/** The spec's 'Failed to send request' and the server's reason (the guard's refusal, say): the
 * answer's `message` and `detail`, which the helper error carries as its details and message. */
function failureText(error: unknown): string {
  if (!(error instanceof HelperError)) return causeMessage(error);
  const body = error.details as { message?: unknown } | undefined;
  const title = typeof body?.message === 'string' ? body.message : MSG_FAILED_TO_SEND_REQUEST;
  return error.message === title ? title : `${title}: ${error.message}`;
}

function Answer({ response }: { response: SendRequestResponse }) {
  return (
    <Stack spacing={1} aria-live="polite">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={response.status < 400 ? 'success' : 'error'}
          label={`${String(response.status)} ${response.statusText}`.trim()}
        />
        <Typography variant="body2" color="text.secondary">
          {`${String(Math.round(response.timing.totalMs))} ms`}
        </Typography>
      </Stack>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Response body"
        sx={{
          m: 0,
          p: 1,
          maxHeight: 200,
          overflow: 'auto',
          bgcolor: 'action.hover',
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {response.body}
      </Box>
    </Stack>
  );
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
  const [answer, setAnswer] = useState<{ response: SendRequestResponse } | { failure: string } | null>(null);
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
        try {
          const response = await send.mutateAsync({
            url: request.url,
            requestMethod: request.method,
            headers: request.headers,
            ...(request.body === '' ? {} : { body: request.body }),
            meta: { customActionId: action.id },
          });
          setAnswer({ response });
        } catch (error) {
          setAnswer({ failure: failureText(error) });
        }
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
          {answer && 'response' in answer ? <Answer response={answer.response} /> : null}
          {answer && 'failure' in answer ? (
            <Alert severity="error" role="alert">
              {answer.failure}
            </Alert>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
