// The CODE node's form: the code in CodeMirror (its own lazily loaded chunk), Validate (the server
// checks and signs it; the signature is kept on the node) and "Run with sample input" in the sandbox,
// showing output, logs, errors and time (docs/integrations.md#code-blocks).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { causeMessage, type ExecuteCodeResponse } from '@parley/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { PreformattedText } from '../../../components/request-response';
import { useExecuteCode, useValidateCode } from './code-block-api';
import {
  durationText,
  HINT_CODE,
  HINT_OUTPUT_VARIABLES,
  LABEL_CODE,
  LABEL_LOADING_EDITOR,
  LABEL_LOGS,
  LABEL_OUTPUT,
  LABEL_OUTPUT_VARIABLES,
  LABEL_RUN_SAMPLE,
  LABEL_RUNNING,
  LABEL_SAMPLE_INPUT,
  LABEL_VALIDATE,
  LABEL_VALIDATING,
  MSG_CODE_NOT_VALIDATED,
  MSG_CODE_VALID,
  MSG_LOGS_TRUNCATED,
  MSG_NO_LOGS,
  MSG_SAMPLE_INPUT_INVALID,
} from './node-form-strings';
import type { NodeFormProps, NodeFormSlot } from './node-forms';
import { useConfigDraft } from './use-config-draft';

const CodeEditor = lazy(() => import('./code-editor'));

interface CodeDraft {
  code: string;
  /** The output variables as typed: names separated by commas. */
  outputs: string;
}

const namesOf = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

function codeDraft(config: Readonly<Record<string, unknown>>): CodeDraft {
  const outputs = Array.isArray(config.outputVariables) ? (config.outputVariables as unknown[]) : [];
  return {
    code: typeof config.code === 'string' ? config.code : '',
    outputs: outputs.filter((name): name is string => typeof name === 'string').join(', '),
  };
}

function RunResult({ result }: { result: ExecuteCodeResponse }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {LABEL_OUTPUT}
      </Typography>
      {result.status === 'ok' ? (
        <PreformattedText label={LABEL_OUTPUT}>
          {result.output === undefined ? 'undefined' : JSON.stringify(result.output, null, 2)}
        </PreformattedText>
      ) : (
        <Alert severity="error">
          <AlertTitle>{result.error.kind}</AlertTitle>
          {result.error.message}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {durationText(result.durationMs)}
      </Typography>
      <Typography variant="subtitle2" component="h5">
        {LABEL_LOGS}
      </Typography>
      {result.logs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {MSG_NO_LOGS}
        </Typography>
      ) : (
        <PreformattedText label={LABEL_LOGS}>{result.logs.join('\n')}</PreformattedText>
      )}
      {result.logsTruncated ? <Alert severity="warning">{MSG_LOGS_TRUNCATED}</Alert> : null}
    </Stack>
  );
}

/** The CODE node's own form: code, output variables and the signature. */
export function CodeNodeForm({ agentId, workflowId, config, onChange, readOnlyReason }: NodeFormProps) {
  const storedCode = typeof config.code === 'string' ? config.code : '';
  const storedSignature = typeof config.signature === 'string' ? config.signature : null;
  // A signature is only good for the code it was made for: an edit of the code drops it.
  const write = (value: CodeDraft, signature: string | null) => {
    const next: Record<string, unknown> = {
      ...config,
      code: value.code,
      outputVariables: namesOf(value.outputs),
    };
    if (signature === null) delete next.signature;
    else next.signature = signature;
    onChange(next);
  };
  const { draft, setDraft, flush } = useConfigDraft(codeDraft(config), (value) => {
    write(value, value.code === storedCode ? storedSignature : null);
  });
  const [sample, setSample] = useState('{}');
  const [sampleError, setSampleError] = useState<string | null>(null);
  const validate = useValidateCode();
  const execute = useExecuteCode(agentId);
  const hintId = useId();
  const disabled = readOnlyReason !== null;
  const signature = draft.code === storedCode ? storedSignature : null;

  const validateNow = async (): Promise<string | null> => {
    execute.reset();
    try {
      const answer = await validate.mutateAsync({ code: draft.code, agentId, workflowId });
      write(draft, answer.signature);
      return answer.signature;
    } catch {
      return null; // shown from validate.error
    }
  };

  const run = async () => {
    let input: unknown;
    try {
      input = JSON.parse(sample);
    } catch {
      setSampleError(MSG_SAMPLE_INPUT_INVALID);
      return;
    }
    setSampleError(null);
    const signed = signature ?? (await validateNow());
    if (signed) execute.mutate({ code: draft.code, signature: signed, input });
  };

  const working = validate.isPending || execute.isPending;
  return (
    <Stack spacing={2}>
      {readOnlyReason ? <Alert severity="info">{readOnlyReason}</Alert> : null}
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="span">
          {LABEL_CODE}
        </Typography>
        <Suspense
          fallback={
            <Skeleton variant="rounded" height={160} role="status" aria-label={LABEL_LOADING_EDITOR} />
          }
        >
          <CodeEditor
            value={draft.code}
            label={LABEL_CODE}
            describedBy={hintId}
            readOnly={disabled}
            onChange={(code) => {
              setDraft({ ...draft, code });
            }}
            onBlur={flush}
          />
        </Suspense>
        <Typography id={hintId} variant="caption" color="text.secondary">
          {HINT_CODE}
        </Typography>
      </Stack>
      <TextField
        label={LABEL_OUTPUT_VARIABLES}
        value={draft.outputs}
        disabled={disabled}
        helperText={HINT_OUTPUT_VARIABLES}
        onChange={(event) => {
          setDraft({ ...draft, outputs: event.target.value });
        }}
        onBlur={flush}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          disabled={disabled || working || draft.code.trim() === ''}
          onClick={() => void validateNow()}
        >
          {validate.isPending ? LABEL_VALIDATING : LABEL_VALIDATE}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {signature !== null ? MSG_CODE_VALID : storedSignature !== null ? MSG_CODE_NOT_VALIDATED : ''}
        </Typography>
      </Stack>
      {validate.error ? (
        <Alert severity="error" role="alert">
          {causeMessage(validate.error)}
        </Alert>
      ) : null}
      <TextField
        label={LABEL_SAMPLE_INPUT}
        value={sample}
        disabled={disabled}
        multiline
        minRows={2}
        error={sampleError !== null}
        helperText={sampleError ?? undefined}
        onChange={(event) => {
          setSample(event.target.value);
        }}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Box>
        <Button
          variant="contained"
          disabled={disabled || working || draft.code.trim() === ''}
          onClick={() => void run()}
        >
          {execute.isPending ? LABEL_RUNNING : LABEL_RUN_SAMPLE}
        </Button>
      </Box>
      {execute.error ? (
        <Alert severity="error" role="alert">
          {causeMessage(execute.error)}
        </Alert>
      ) : null}
      {execute.data ? <RunResult result={execute.data} /> : null}
    </Stack>
  );
}

/** The slot the side panel's registry holds for CODE nodes. */
export const codeNodeForm: NodeFormSlot = {
  keys: ['code', 'outputVariables', 'signature'],
  Form: CodeNodeForm,
};
