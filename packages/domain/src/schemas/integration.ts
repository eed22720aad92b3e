// The action marketplace: custom integrations, their actions, and requests for new integrations
// (t_w_custom_integrations, t_w_custom_actions, t_w_integration_requests).
import { z } from 'zod';
import { SEND_REQUEST_METHODS } from '../api/integrations';
import { actionStatusSchema, planSchema } from '../enums';
import { idListSchema, timestampSchema } from './common';

export const customIntegrationSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().default(''),
  logoUrl: z.string().default(''),
  /** What the marketplace filters by (CRM, Scheduling, Helpdesk...); not in the spec's field list. */
  category: z.string().default('Other'),
  actionIds: idListSchema,
});
export type CustomIntegration = z.infer<typeof customIntegrationSchema>;

/**
 * The HTTP request a custom action makes, as a template: `{{variable}}` in the URL, a header value or
 * the body is filled in when the action runs (or from the test form). Secrets belong in variables, not
 * here: a published action's template is readable by every signed-in user (docs/integrations.md).
 */
export const actionRequestTemplateSchema = z.object({
  method: z.enum(SEND_REQUEST_METHODS).default('POST'),
  url: z.string().default(''),
  headers: z.record(z.string(), z.string()).default({}),
  body: z.string().default(''),
});
export type ActionRequestTemplate = z.infer<typeof actionRequestTemplateSchema>;

export const customActionSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  integrationId: z.string().min(1),
  ownerUid: z.string().min(1),
  status: actionStatusSchema.default('draft'),
  description: z.string().default(''),
  request: actionRequestTemplateSchema.default({ method: 'POST', url: '', headers: {}, body: '' }),
  /** JSON Schema texts of what the action takes and answers (stored as text, edited as text). */
  inputSchema: z.string().default('{}'),
  outputSchema: z.string().default('{}'),
  /** Why a platform ADMIN sent it back to draft; empty otherwise. */
  reviewNote: z.string().default(''),
  createdAt: timestampSchema.nullable().default(null),
  updatedAt: timestampSchema.nullable().default(null),
});
export type CustomAction = z.infer<typeof customActionSchema>;

export const integrationRequestSchema = z.object({
  user: z.object({
    id: z.string().min(1),
    name: z.string().default(''),
    email: z.string().default(''),
    plan: planSchema.default('FREE'),
    phoneNumber: z.string().default(''),
  }),
  agentUrl: z.string().default(''),
  integration: z.string().min(1),
  useCase: z.string().default(''),
  monthlyCallVolume: z.string().default(''),
  businessCriticality: z.string().default(''),
  createdAt: timestampSchema.nullable().default(null),
  /** When the integration-requests webhook took the notice; null until then (server bookkeeping). */
  noticeSentAt: timestampSchema.nullable().default(null),
});
export type IntegrationRequest = z.infer<typeof integrationRequestSchema>;
