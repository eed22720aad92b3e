// Request and response bodies of the action marketplace's routes: custom actions (save a draft, submit
// it for review, a platform ADMIN's review) and "Request an integration". docs/integrations.md.
import { z } from 'zod';
import { documentIdSchema } from '../schemas/document-id';
import { actionRequestTemplateSchema } from '../schemas/integration';

/** The `details.reason` values the marketplace routes add to API_ERROR_REASONS. */
export const MARKETPLACE_ERROR_REASONS = {
  customActionNotFound: 'custom-action-not-found',
  integrationNotFound: 'integration-not-found',
  /** Only the action's owner edits or submits it. */
  notActionOwner: 'not-action-owner',
  /** The action's status does not allow this step (edit and submit need draft, review pending_review). */
  actionStatus: 'action-status',
  /** Reviewing actions is a platform ADMIN's job. */
  notPlatformAdmin: 'not-platform-admin',
  /** The request id was used before by someone else. */
  requestIdTaken: 'request-id-taken',
} as const;

/** The marketplace's own texts for its refusals (the spec names none). */
export const MSG_CUSTOM_ACTION_NOT_FOUND = 'Custom action not found';
export const MSG_INTEGRATION_NOT_FOUND = 'Integration not found';
export const MSG_NOT_ACTION_OWNER = 'Only the owner of this action can change it';
export const MSG_ACTION_NOT_DRAFT = 'Only a draft action can be edited or submitted for review';
export const MSG_ACTION_NOT_PENDING = 'Only an action pending review can be reviewed';
export const MSG_REVIEW_ADMIN_ONLY = 'Only Parley staff can review actions';
export const MSG_REQUEST_ID_TAKEN = 'This request id is already used';

/** Where the integration-request notice says it comes from. */
export const INTEGRATION_REQUEST_SOURCE = 'Action Marketplace';

const MAX_SCHEMA_TEXT = 20_000;
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** A JSON Schema as text: must parse to an object (an empty object accepts anything). */
export const jsonSchemaTextSchema = z
  .string()
  .max(MAX_SCHEMA_TEXT)
  .refine((text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  }, 'Must be a JSON object');

/** The request template as a route takes it: bounded, with header names HTTP accepts and no line breaks. */
export const actionRequestInputSchema = actionRequestTemplateSchema.extend({
  url: z.string().trim().min(1, 'Enter a URL').max(2048),
  headers: z
    .record(
      z.string().regex(headerName, 'Must be a valid header name'),
      z
        .string()
        .max(4096)
        .regex(/^[^\r\n]*$/, 'Must not contain line breaks'),
    )
    .refine((headers) => Object.keys(headers).length <= 30, 'At most 30 headers')
    .default({}),
  body: z.string().max(MAX_SCHEMA_TEXT).default(''),
});

/**
 * POST /integrations/custom-actions/save: creates a draft (no actionId: the server picks one) or
 * changes the caller's own draft. The owner is the caller; the status is never set here.
 */
export const saveCustomActionRequestSchema = z.object({
  actionId: documentIdSchema.optional(),
  name: z.string().trim().min(1, 'Required').max(120),
  integrationId: documentIdSchema,
  description: z.string().trim().max(2000).default(''),
  request: actionRequestInputSchema,
  inputSchema: jsonSchemaTextSchema.default('{}'),
  outputSchema: jsonSchemaTextSchema.default('{}'),
});
export type SaveCustomActionRequest = z.input<typeof saveCustomActionRequestSchema>;

export const customActionResponseSchema = z.object({ actionId: z.string(), status: z.string() });
export type CustomActionResponse = z.infer<typeof customActionResponseSchema>;

/** POST /integrations/custom-actions/{actionId}/submit: the owner sends a draft for review. */
export const submitCustomActionRequestSchema = z.object({ actionId: documentIdSchema });

export const ACTION_REVIEW_DECISIONS = ['approve', 'reject'] as const;

/**
 * POST /integrations/custom-actions/{actionId}/review: a platform ADMIN approves (published) or
 * rejects (back to draft, with the note telling the owner why).
 */
export const reviewCustomActionRequestSchema = z
  .object({
    actionId: documentIdSchema,
    decision: z.enum(ACTION_REVIEW_DECISIONS),
    note: z.string().trim().max(2000).default(''),
  })
  .refine((review) => review.decision === 'approve' || review.note !== '', {
    message: 'Say why the action is rejected',
    path: ['note'],
  });
export type ReviewCustomActionRequest = z.input<typeof reviewCustomActionRequestSchema>;

export const MONTHLY_CALL_VOLUMES = [
  'Under 1,000',
  '1,000 – 10,000',
  '10,000 – 100,000',
  'Over 100,000',
] as const;
export const BUSINESS_CRITICALITIES = ['Nice to have', 'Important', 'Critical'] as const;

/**
 * POST /integrations/request-integration: "Request an integration". `requestId` is chosen by the
 * client once per form, so a retried submit answers the same request without a second notice.
 */
export const requestIntegrationRequestSchema = z.object({
  requestId: documentIdSchema,
  agentId: documentIdSchema,
  integration: z.string().trim().min(1, 'Required').max(200),
  useCase: z.string().trim().min(1, 'Required').max(4000),
  monthlyCallVolume: z.enum(MONTHLY_CALL_VOLUMES),
  businessCriticality: z.enum(BUSINESS_CRITICALITIES),
});
export type RequestIntegrationRequest = z.input<typeof requestIntegrationRequestSchema>;

export const requestIntegrationResponseSchema = z.object({ requestId: z.string(), noticeSent: z.boolean() });
export type RequestIntegrationResponse = z.infer<typeof requestIntegrationResponseSchema>;

/** The JSON the integration-requests webhook receives. */
export interface IntegrationRequestNotice {
  requested_via: typeof INTEGRATION_REQUEST_SOURCE;
  requestId: string;
  user: { id: string; name: string; email: string; plan: string; phoneNumber: string };
  agentUrl: string;
  integration: string;
  useCase: string;
  monthlyCallVolume: string;
  businessCriticality: string;
  createdAt: string;
}

/** Header lines as a form edits them ("Name: value" per line) into a record; blank lines are skipped. */
export function headersFromText(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const name = (colon < 0 ? line : line.slice(0, colon)).trim();
    headers[name] = colon < 0 ? '' : line.slice(colon + 1).trim();
  }
  return headers;
}

/** A header record as form text, one "Name: value" per line. */
export const headersToText = (headers: Readonly<Record<string, string>>): string =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/**
 * The custom-action form: flat fields (headers as lines) that parse into the save route's body, so
 * the form's messages and the route's checks are one schema.
 */
export const customActionFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(120),
    integrationId: z.string().min(1, 'Choose an integration'),
    description: z.string().trim().max(2000),
    method: actionRequestTemplateSchema.shape.method,
    url: z.string().trim().min(1, 'Enter a URL').max(2048),
    headers: z
      .string()
      .refine(
        (text) => actionRequestInputSchema.shape.headers.safeParse(headersFromText(text)).success,
        'One "Name: value" per line, with valid header names',
      ),
    body: z.string().max(MAX_SCHEMA_TEXT),
    inputSchema: jsonSchemaTextSchema,
    outputSchema: jsonSchemaTextSchema,
  })
  .transform(({ method, url, headers, body, ...rest }) => ({
    ...rest,
    request: { method, url, headers: headersFromText(headers), body },
  }));
export type CustomActionForm = z.input<typeof customActionFormSchema>;
