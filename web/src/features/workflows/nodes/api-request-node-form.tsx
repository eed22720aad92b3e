// The API_REQUEST / WEBHOOK / CUSTOM_API node's form: the request (method, URL, headers, body template)
// and "Test this request", sent by the server through its outbound guard (docs/integrations.md).
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ResponseView, sendRequestFailure } from '../../../components/request-response';
import { useSendRequest } from '../../../lib/integration-api';
import {
  HINT_BODY_TEMPLATE,
  LABEL_ADD_HEADER,
  LABEL_BODY_TEMPLATE,
  LABEL_HEADER_NAME,
  LABEL_HEADER_VALUE,
  LABEL_HEADERS,
  LABEL_METHOD,
  LABEL_TEST_REQUEST,
  LABEL_TESTING_REQUEST,
  LABEL_URL,
  labelRemoveHeader,
} from './node-form-strings';
import type { NodeFormProps, NodeFormSlot } from './node-forms';
import { useConfigDraft } from './use-config-draft';

/** The methods a request node may use (the node schema's enum). */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface RequestDraft {
  method: string;
  url: string;
  headers: { key: string; value: string }[];
  bodyTemplate: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function requestDraft(config: Readonly<Record<string, unknown>>): RequestDraft {
  const headers = Array.isArray(config.headers)
    ? (config.headers as { key?: unknown; value?: unknown }[])
    : [];
  return {
    method: typeof config.method === 'string' ? config.method : 'POST',
    url: typeof config.url === 'string' ? config.url : '',
    headers: headers.map((header) => ({ key: textOf(header.key), value: textOf(header.value) })),
    bodyTemplate: typeof config.bodyTemplate === 'string' ? config.bodyTemplate : '',
  };
}

/** The request node's own form; the generic form keeps the rest (e.g. responseVariable). */
export function ApiRequestNodeForm({
  agentId,
  workflowId,
  nodeId,
  config,
  onChange,
  readOnlyReason,
}: NodeFormProps) {
  const { draft, setDraft, flush } = useConfigDraft(requestDraft(config), (value) => {
    onChange({ ...config, ...value });
  });
  const send = useSendRequest(agentId);
  const headersId = useId();
  const disabled = readOnlyReason !== null;
  const update = (patch: Partial<RequestDraft>) => {
    setDraft({ ...draft, ...patch });
  };
  const setHeader = (index: number, patch: Partial<{ key: string; value: string }>) => {
    update({ headers: draft.headers.map((header, at) => (at === index ? { ...header, ...patch } : header)) });
  };
  const test = () => {
    flush();
    send.reset();
    send.mutate({
      url: draft.url,
      requestMethod: draft.method,
      headers: Object.fromEntries(
        draft.headers.filter((header) => header.key.trim() !== '').map((h) => [h.key.trim(), h.value]),
      ),
      ...(draft.method === 'GET' || draft.bodyTemplate === '' ? {} : { body: draft.bodyTemplate }),
      meta: { workflowId, nodeId },
    });
  };
  const failure = send.error ? sendRequestFailure(send.error) : null;
  return (
    <Stack spacing={2} onBlur={flush}>
      {readOnlyReason ? <Alert severity="info">{readOnlyReason}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          select
          label={LABEL_METHOD}
          value={draft.method}
          disabled={disabled}
          onChange={(event) => {
            // A select's choice is one whole edit: commit it at once.
            const method = event.target.value;
            setDraft({ ...draft, method });
            onChange({ ...config, ...draft, method });
          }}
          sx={{ width: 120 }}
        >
          {METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {method}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={LABEL_URL}
          value={draft.url}
          disabled={disabled}
          onChange={(event) => {
            update({ url: event.target.value });
          }}
          placeholder="https://api.example.com/orders/{{order_id}}"
          sx={{ flex: '1 1 200px' }}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      </Stack>
      <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography id={headersId} component="legend" variant="subtitle2">
          {LABEL_HEADERS}
        </Typography>
        {draft.headers.map((header, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label={LABEL_HEADER_NAME}
              value={header.key}
              disabled={disabled}
              onChange={(event) => {
                setHeader(index, { key: event.target.value });
              }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <TextField
              size="small"
              label={LABEL_HEADER_VALUE}
              value={header.value}
              disabled={disabled}
              onChange={(event) => {
                setHeader(index, { value: event.target.value });
              }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <IconButton
              aria-label={labelRemoveHeader(index)}
              disabled={disabled}
              onClick={() => {
                const headers = draft.headers.filter((_, at) => at !== index);
                setDraft({ ...draft, headers });
                onChange({ ...config, ...draft, headers });
              }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={disabled}
            onClick={() => {
              update({ headers: [...draft.headers, { key: '', value: '' }] });
            }}
          >
            {LABEL_ADD_HEADER}
          </Button>
        </Box>
      </Stack>
      <TextField
        label={LABEL_BODY_TEMPLATE}
        value={draft.bodyTemplate}
        disabled={disabled}
        onChange={(event) => {
          update({ bodyTemplate: event.target.value });
        }}
        helperText={HINT_BODY_TEMPLATE}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Box>
        <Button
          variant="outlined"
          disabled={disabled || send.isPending || draft.url.trim() === ''}
          onClick={test}
        >
          {send.isPending ? LABEL_TESTING_REQUEST : LABEL_TEST_REQUEST}
        </Button>
      </Box>
      {failure ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.reason}
        </Alert>
      ) : null}
      {send.data ? <ResponseView response={send.data} /> : null}
    </Stack>
  );
}

/** The slot the side panel's registry holds for request nodes. */
export const apiRequestNodeForm: NodeFormSlot = {
  keys: ['method', 'url', 'headers', 'bodyTemplate'],
  Form: ApiRequestNodeForm,
};
