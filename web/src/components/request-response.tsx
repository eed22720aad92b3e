// How the web shows an outbound request's answer: the API request node's "Test this request" and an
// integration action's "Test this action" both send through send-request (docs/integrations.md) and
// show its answer, or why it failed, the same way.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  causeMessage,
  HelperError,
  MSG_FAILED_TO_SEND_REQUEST,
  type SendRequestResponse,
} from '@parley/domain';
import { useId, type ReactNode } from 'react';

const LABEL_RESPONSE = 'Response';
const LABEL_RESPONSE_HEADERS = 'Response headers';
const LABEL_RESPONSE_BODY = 'Response body';
const MSG_BODY_TRUNCATED = 'The body was longer than 5 MB and was cut there.';
const MSG_BODY_BASE64 = 'The body is not text; shown as base64.';
const timingText = (firstByteMs: number, totalMs: number) =>
  `First byte ${String(Math.round(firstByteMs))} ms · total ${String(Math.round(totalMs))} ms`;
const redirectsText = (count: number) => (count === 1 ? '1 redirect' : `${String(count)} redirects`);

/** Why a send failed: the spec's 'Failed to send request' (or the answer's own message) and the
 * server's reason (the guard's refusal, say), which the helper error carries as details and message. */
export function sendRequestFailure(error: unknown): { title: string; reason: string } {
  if (error instanceof HelperError) {
    const body = error.details as { message?: unknown } | undefined;
    const title = typeof body?.message === 'string' ? body.message : MSG_FAILED_TO_SEND_REQUEST;
    return { title, reason: error.message === title ? '' : error.message };
  }
  return { title: MSG_FAILED_TO_SEND_REQUEST, reason: causeMessage(error) };
}

/** Machine text (a body, output, logs) that keeps its line breaks and scrolls in place; focusable so a
 * keyboard can scroll it, named by `label` for screen readers. */
export function PreformattedText({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      tabIndex={0}
      sx={{
        m: 0,
        p: 1,
        maxHeight: 240,
        overflow: 'auto',
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 12,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}

/** An answer of send-request: status, timing, redirects, headers (folded) and body. */
export function ResponseView({ response }: { response: SendRequestResponse }) {
  const headingId = useId();
  const ok = response.status < 400;
  return (
    <Stack component="section" aria-labelledby={headingId} aria-live="polite" spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h4">
          {LABEL_RESPONSE}
        </Typography>
        <Chip
          size="small"
          color={ok ? 'success' : 'error'}
          label={`${String(response.status)} ${response.statusText}`.trim()}
        />
        <Typography variant="body2" color="text.secondary">
          {timingText(response.timing.firstByteMs, response.timing.totalMs)}
          {response.redirects.length > 0 ? ` · ${redirectsText(response.redirects.length)}` : ''}
        </Typography>
      </Stack>
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          {LABEL_RESPONSE_HEADERS}
        </Box>
        <Box component="dl" sx={{ m: 0, fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
          {Object.entries(response.headers).map(([name, value]) => (
            <Box key={name} sx={{ display: 'flex', gap: 1 }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {name}:
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      {response.truncated ? <Alert severity="warning">{MSG_BODY_TRUNCATED}</Alert> : null}
      {response.bodyEncoding === 'base64' ? <Alert severity="info">{MSG_BODY_BASE64}</Alert> : null}
      <PreformattedText label={LABEL_RESPONSE_BODY}>{response.body}</PreformattedText>
    </Stack>
  );
}
