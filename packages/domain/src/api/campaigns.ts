// Request and response bodies of the campaign routes: the database-style
// /public/campaigns/... CRUD, number assignment, the /outbound/... run controls and single calls, and
// the voice engine's call-ended webhook that drives the runner.
import { z } from 'zod';
import { callStatusSchema, campaignStatusSchema, queueModeSchema, routingTypeSchema } from '../enums';
import { MSG_CAMPAIGN_ID_REQUIRED } from '../messages';
import { campaignPhoneNumberSchema, campaignScheduleSchema, campaignSchema } from '../schemas/campaign';
import { documentIdSchema, documentIdSchemaWith } from '../schemas/document-id';
import { addNumbersFormSchema } from '../schemas/phone-number-forms';

const id = documentIdSchema;
const campaignId = documentIdSchemaWith(MSG_CAMPAIGN_ID_REQUIRED);

/**
 * A campaign as every route answers it: the t_campaigns document with timestamps as epoch milliseconds
 * (or null), so `campaignSchema` itself reads it.
 */
export const campaignResponseSchema = campaignSchema;
export type CampaignResponse = z.infer<typeof campaignResponseSchema>;

/** GET /public/campaigns/agent/{agentId}: the agent's campaigns, newest first. */
export const listCampaignsRequestSchema = z.object({ agentId: id });
export type ListCampaignsRequest = z.infer<typeof listCampaignsRequestSchema>;
export const listCampaignsResponseSchema = z.array(campaignResponseSchema);
export type ListCampaignsResponse = z.infer<typeof listCampaignsResponseSchema>;

/** GET /public/campaigns/{id} (404 'Campaign not found'), DELETE /public/campaigns/{id} (okResponseSchema). */
export const campaignIdRequestSchema = z.object({ id: campaignId });
export type CampaignIdRequest = z.infer<typeof campaignIdRequestSchema>;

/**
 * What a user may set on a campaign. Status, counters, organisation and agent are the server's. The
 * contacts file is the Storage path the client uploaded the CSV to (campaignContactsPath); the server
 * parses it again on save and stores the contacts.
 */
const campaignFieldsSchema = z.object({
  name: z.string().trim().min(1).max(100),
  workflowId: id.nullable(),
  routingType: routingTypeSchema,
  phoneNumbers: z.array(campaignPhoneNumberSchema).max(500),
  contactsFilePath: z.string().trim().min(1).max(512).nullable(),
  /** The contacts file's name as the user chose it, shown on the edit form (the path is a random id). */
  contactsFileName: z.string().trim().max(255).nullable(),
  queueMode: queueModeSchema,
  schedule: campaignScheduleSchema.nullable(),
});

/** POST /public/campaigns: a new IDLE campaign of an agent (needs the outbound-call plan feature). */
export const createCampaignRequestSchema = campaignFieldsSchema.partial().extend({
  agentId: id,
  name: campaignFieldsSchema.shape.name,
});
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

/** The 400 of a PATCH that names nothing to change (no field, or only unknown ones). */
export const MSG_NOTHING_TO_UPDATE = `Nothing to update: send at least one of ${Object.keys(
  campaignFieldsSchema.shape,
).join(', ')}`;

/**
 * PATCH /public/campaigns/{id}: campaign fields without id (the path carries it); answers the campaign.
 * A body with nothing to change is refused (400), not answered as a no-op: it is always a client bug.
 */
export const updateCampaignRequestSchema = campaignFieldsSchema
  .partial()
  .extend({ id: campaignId })
  // Unknown keys are stripped before this runs, so a body of only unknown keys has nothing either.
  .refine(({ id: _id, ...fields }) => Object.keys(fields).length > 0, {
    message: MSG_NOTHING_TO_UPDATE,
  });
export type UpdateCampaignRequest = z.infer<typeof updateCampaignRequestSchema>;
/** The PATCH body as a client sends it (no id). */
export const updateCampaignBodySchema = campaignFieldsSchema.partial();
export type UpdateCampaignBody = z.infer<typeof updateCampaignBodySchema>;

/**
 * POST /public/phone-numbers/campaigns/{campaignId}/assign: adds org numbers (the agent's or unassigned
 * ones) to the campaign's pool as active; answers the campaign.
 */
export const assignCampaignNumbersRequestSchema = addNumbersFormSchema.extend({ campaignId });
export type AssignCampaignNumbersRequest = z.infer<typeof assignCampaignNumbersRequestSchema>;

/** POST /outbound/campaign/{id}/start|pause|resume|terminate: no body. */
export const campaignControlRequestSchema = campaignIdRequestSchema;
export const campaignControlResponseSchema = z.object({ id: z.string(), status: campaignStatusSchema });
export type CampaignControlResponse = z.infer<typeof campaignControlResponseSchema>;

/** The variable of trigger-call that holds the number to call. */
export const TRIGGER_CALL_PHONE_VARIABLE = 'phone_number';

/**
 * POST /outbound/trigger-call: one outbound call of an agent's workflow, from the agent's number.
 * `variables` go to the workflow; `variables.phone_number` is the number to call.
 */
export const triggerCallRequestSchema = z.object({
  agentId: id,
  workflowId: id,
  variables: z
    .record(z.string(), z.string().max(2000))
    .refine((variables) => /^\+?[0-9 ()-]{7,20}$/.test(variables[TRIGGER_CALL_PHONE_VARIABLE] ?? ''), {
      message: `variables.${TRIGGER_CALL_PHONE_VARIABLE} must be a phone number`,
    }),
});
export type TriggerCallRequest = z.infer<typeof triggerCallRequestSchema>;
export const triggerCallResponseSchema = z.object({ callId: z.string() });
export type TriggerCallResponse = z.infer<typeof triggerCallResponseSchema>;

/** The header carrying the voice engine's shared webhook secret. */
export const VOICE_ENGINE_SECRET_HEADER = 'x-voice-engine-secret';

/**
 * POST /outbound/webhooks/call-ended, sent by the voice engine (shared secret, no user token) when a
 * call it placed for us ends. Idempotent: a repeated delivery changes nothing.
 */
export const callEndedWebhookSchema = z.object({
  callId: id,
  status: callStatusSchema,
  durationSeconds: z.number().nonnegative().default(0),
  summary: z.string().max(10_000).default(''),
  recordingUrl: z.string().max(2048).nullable().default(null),
});
export type CallEndedWebhook = z.infer<typeof callEndedWebhookSchema>;
