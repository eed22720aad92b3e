// Request and response bodies of the integration routes: the customer token, the send-request proxy
// (the "test this request" button of API request nodes and custom actions) and code blocks
// (validate, then execute only what validation signed). docs/integrations.md has the design.
import { z } from 'zod';
import { documentIdSchema } from '../schemas/document-id';

/** The `details.reason` values the integration routes add to API_ERROR_REASONS. */
export const INTEGRATION_ERROR_REASONS = {
  /** The outbound guard refused the URL (or a redirect's) before connecting; `details.detail` says why. */
  outboundRefused: 'outbound-refused',
  /** The request was allowed but failed: DNS, network, too many redirects. */
  outboundFailed: 'outbound-failed',
  /** The request took longer than the guard's time limit. */
  outboundTimeout: 'outbound-timeout',
  /** The code does not parse or breaks a code-block rule; `details.diagnostics` lists {message, line, column}. */
  invalidCode: 'invalid-code',
  /** The code's signature is missing, forged, or for other code. */
  codeSignatureInvalid: 'code-signature-invalid',
  /** The customer token is missing, forged, expired, or issued to someone else. */
  customerTokenInvalid: 'customer-token-invalid',
  /** The customer token is for another agent than the one the request concerns. */
  customerTokenWrongAgent: 'customer-token-wrong-agent',
} as const;

/** The request header that carries a customer token to send-request and execute-code. */
export const CUSTOMER_TOKEN_HEADER = 'x-parley-customer-token';

/** How long a customer token lives: short, so a removed member loses access within minutes. */
export const CUSTOMER_TOKEN_TTL_MS = 15 * 60 * 1000;

/** The limits a code block runs under (the web shows them; the sandbox enforces them). */
export const CODE_BLOCK_LIMITS = {
  /** Source size, in UTF-8 bytes. */
  maxCodeBytes: 50 * 1024,
  /** CPU and wall time of one execution. */
  timeMs: 1000,
  /** The QuickJS heap. */
  memoryBytes: 64 * 1024 * 1024,
  /** The JSON text of the returned value. */
  maxOutputBytes: 1024 * 1024,
  /** Console lines kept, and their total size; more are dropped and flagged. */
  maxLogLines: 100,
  maxLogBytes: 16 * 1024,
} as const;

// ---- get-customer-token ---------------------------------------------------------------------------

/** POST /integrations/get-customer-token. */
export const getCustomerTokenRequestSchema = z.object({ agentId: documentIdSchema });
export type GetCustomerTokenRequest = z.infer<typeof getCustomerTokenRequestSchema>;

export const getCustomerTokenResponseSchema = z.object({
  token: z.string(),
  agentId: z.string(),
  orgId: z.string(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
});
export type GetCustomerTokenResponse = z.infer<typeof getCustomerTokenResponseSchema>;

// ---- send-request ------------------------------------------------------------------------------------

export const SEND_REQUEST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type SendRequestMethod = (typeof SEND_REQUEST_METHODS)[number];

const headerName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'Must be a valid header name');
// No CR or LF: a header value must not smuggle another header.
const headerValue = z
  .string()
  .max(8192)
  .regex(/^[^\r\n]*$/, 'Must not contain line breaks');

/**
 * POST /integrations/send-request: the request to make. A body that is not a string is sent as JSON
 * (content-type application/json unless the headers say otherwise); GET and HEAD send none. `meta`
 * says where the request comes from (node or action ids) and is only logged.
 */
export const sendRequestRequestSchema = z.object({
  url: z.string().trim().min(1, 'Enter a URL').max(8192),
  requestMethod: z
    .string()
    .transform((method) => method.toUpperCase())
    .pipe(z.enum(SEND_REQUEST_METHODS)),
  headers: z.record(headerName, headerValue).default({}),
  queryParams: z.record(z.string().min(1), z.string()).default({}),
  body: z.unknown().optional(),
  meta: z.record(z.string(), z.unknown()).default({}),
});
export type SendRequestRequest = z.input<typeof sendRequestRequestSchema>;

export const sendRequestResponseSchema = z.object({
  /** The URL that answered, after redirects. */
  url: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  headers: z.record(z.string(), z.string()),
  /** The body as text, or base64 when it is not text (bodyEncoding says which). */
  body: z.string(),
  bodyEncoding: z.enum(['utf8', 'base64']),
  /** The body was longer than the 5 MB cap and was cut there. */
  truncated: z.boolean(),
  redirects: z.array(z.string()),
  /** Milliseconds to the response's headers and to its last byte. */
  timing: z.object({ firstByteMs: z.number(), totalMs: z.number() }),
});
export type SendRequestResponse = z.infer<typeof sendRequestResponseSchema>;

// ---- code blocks ---------------------------------------------------------------------------------------

const utf8 = new TextEncoder();

/** POST /agent/code-block/validate-code. */
export const validateCodeRequestSchema = z.object({
  code: z
    .string()
    .refine(
      (code) => utf8.encode(code).length <= CODE_BLOCK_LIMITS.maxCodeBytes,
      `Must be at most ${CODE_BLOCK_LIMITS.maxCodeBytes / 1024} KB`,
    ),
  agentId: documentIdSchema,
  workflowId: documentIdSchema,
});
export type ValidateCodeRequest = z.infer<typeof validateCodeRequestSchema>;

/** Where a code problem is: 1-based line and column. */
export interface CodeDiagnostic {
  message: string;
  line: number;
  column: number;
}

export const validateCodeResponseSchema = z.object({
  /** Present it with the same code to execute-code. */
  signature: z.string(),
  /** The name of the function the code exports ('default' for a default export). */
  exportName: z.string(),
});
export type ValidateCodeResponse = z.infer<typeof validateCodeResponseSchema>;

/** POST /agent/code-block/execute-code: `input` is any JSON value, handed to the function. */
export const executeCodeRequestSchema = z.object({
  code: z.string().max(CODE_BLOCK_LIMITS.maxCodeBytes),
  signature: z.string().min(1, 'Validate the code first').max(4096),
  input: z.unknown().default(null),
});
export type ExecuteCodeRequest = z.input<typeof executeCodeRequestSchema>;

/** Why a run failed: over a limit, a thrown error, or a result that is not JSON. */
export const codeRunErrorKindSchema = z.enum([
  'timeout',
  'memory',
  'stack-overflow',
  'output-too-large',
  'not-a-function',
  'runtime-error',
  'sandbox-failure',
]);
export type CodeRunErrorKind = z.infer<typeof codeRunErrorKindSchema>;

const codeRunLog = { logs: z.array(z.string()), logsTruncated: z.boolean(), durationMs: z.number() };
/** A run's answer: the code's own failure is an answer too, shown beside its logs. */
export const executeCodeResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), output: z.unknown(), ...codeRunLog }),
  z.object({
    status: z.literal('error'),
    error: z.object({ kind: codeRunErrorKindSchema, message: z.string() }),
    ...codeRunLog,
  }),
]);
export type ExecuteCodeResponse = z.infer<typeof executeCodeResponseSchema>;
