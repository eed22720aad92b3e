// The action marketplace: custom integrations, their actions, and requests for new integrations
// (t_w_custom_integrations, t_w_custom_actions, t_w_integration_requests).
import { z } from 'zod';
import { actionStatusSchema, planSchema } from '../enums';
import { idListSchema, timestampSchema } from './common';

export const customIntegrationSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().default(''),
  logoUrl: z.string().default(''),
  actionIds: idListSchema,
});
export type CustomIntegration = z.infer<typeof customIntegrationSchema>;

export const customActionSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  integrationId: z.string().min(1),
  ownerUid: z.string().min(1),
  status: actionStatusSchema.default('draft'),
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
});
export type IntegrationRequest = z.infer<typeof integrationRequestSchema>;
