// Request and response bodies of the /phone-numbers/... routes and the available-numbers route.
// Credentials go in, never out: no response carries an auth token or secret.
import { z } from 'zod';
import { PRODUCT_NAME } from '../constants';
import { phoneNumberSourceSchema, telephonyProviderSchema, voiceModeSchema } from '../enums';
import { MSG_AREA_CODE_DIGITS, MSG_INVALID_PHONE_NUMBER } from '../messages';
import { availablePhoneNumbersSchema } from '../schemas/campaign';
import { documentIdSchema } from '../schemas/document-id';
import { twilioImportFormSchema } from '../schemas/phone-number-forms';

const id = documentIdSchema;

/** A number in E.164: '+', country code, subscriber number, 8 to 15 digits in all. */
export const e164Schema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{7,14}$/, MSG_INVALID_PHONE_NUMBER);

/** ISO 3166-1 alpha-2, upper-cased ('us' is accepted as 'US'). */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

/** A SIP URI such as sip:frontdesk@pbx.example.com. */
export const sipAddressSchema = z
  .string()
  .trim()
  .regex(/^sips?:[^@\s]+@[^@\s]+$/i);

/** A number or SIP address attached to an agent, as every answer below shows it. */
export const phoneNumberViewSchema = z.object({
  /** The t_phone_numbers document id. */
  id: z.string(),
  /** E.164, or the SIP address for source sip. */
  number: z.string(),
  countryCode: z.string(),
  source: phoneNumberSourceSchema,
  provider: telephonyProviderSchema.nullable(),
  agentId: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type PhoneNumberView = z.infer<typeof phoneNumberViewSchema>;

/** A number a provider offers or an external account holds; region is the provider's state/province. */
export const providerNumberSchema = z.object({
  phoneNumber: z.string(),
  friendlyName: z.string(),
  locality: z.string().nullable(),
  region: z.string().nullable(),
  countryCode: z.string(),
});
export type ProviderNumber = z.infer<typeof providerNumberSchema>;

/** POST /phone-numbers/available-numbers: numbers for sale in a country, optionally in one area code. */
export const availableNumbersRequestSchema = z.object({
  countryCode: countryCodeSchema,
  areaCode: z
    .string()
    .trim()
    .regex(/^\d{2,5}$/)
    .optional(),
});
export type AvailableNumbersRequest = z.infer<typeof availableNumbersRequestSchema>;

/** The 'Buy number' search form: an empty area code searches the whole country. */
export const availableNumbersSearchFormSchema = z.object({
  countryCode: countryCodeSchema,
  areaCode: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{2,5}$/.test(value), { error: MSG_AREA_CODE_DIGITS })
    .transform((value) => (value === '' ? undefined : value)),
}) satisfies z.ZodType<AvailableNumbersRequest>;

export const availableNumbersResponseSchema = z.object({ numbers: z.array(providerNumberSchema) });
export type AvailableNumbersResponse = z.infer<typeof availableNumbersResponseSchema>;

/** Where a new number goes on the agent: its primary (business) number, or an additional endpoint. */
const attachmentFields = {
  agentId: id,
  countryCode: countryCodeSchema,
  phoneNumber: e164Schema,
  mode: voiceModeSchema.default(PRODUCT_NAME),
  isSecondary: z.boolean().default(false),
};

/**
 * POST /phone-numbers/buy-number: buys on the platform's Twilio account and attaches it. Idempotent per
 * number: a retried or concurrent request for the same number buys it once and answers the same number.
 * A primary bought for an agent that already has one moves the old primary to its endpoints.
 */
export const buyNumberRequestSchema = z.object({ ...attachmentFields, provider: z.literal('twilio') });
export type BuyNumberRequest = z.input<typeof buyNumberRequestSchema>;

/** The answer of buy-number, import-number and create-sip-address: the attached number. */
export const attachedNumberResponseSchema = z.object({ phoneNumber: phoneNumberViewSchema });
export type AttachedNumberResponse = z.infer<typeof attachedNumberResponseSchema>;

/**
 * POST /phone-numbers/import-number: the schema is importNumberRequestSchema (schemas/phone-number-forms):
 * twilio with twilioAccountSid + twilioAuthToken, vonage with a vonageCredentialId from
 * POST /phone-numbers/vonage/connect-account. The provider must confirm the account holds the number.
 * Answers attachedNumberResponseSchema.
 */

/** POST /phone-numbers/create-sip-address: adds a SIP address as an endpoint of the agent. */
export const createSipAddressRequestSchema = z.object({ agentId: id, sipAddress: sipAddressSchema });
export type CreateSipAddressRequest = z.infer<typeof createSipAddressRequestSchema>;

/**
 * POST /phone-numbers/delete-number: without isSecondary removes the primary number; with it, the
 * endpoint (number or SIP address) named by `endpoint`. A bought number is released at Twilio; an
 * imported one stays in the organisation, unassigned; a SIP address is deleted. Answers okResponse.
 */
export const deleteNumberRequestSchema = z
  .object({
    agentId: id,
    endpoint: z.string().trim().min(1).optional(),
    isSecondary: z.boolean().default(false),
  })
  .refine((request) => !request.isSecondary || request.endpoint !== undefined, {
    message: 'endpoint is required for a secondary number',
    path: ['endpoint'],
  });
export type DeleteNumberRequest = z.input<typeof deleteNumberRequestSchema>;

/** POST /phone-numbers/set-primary-endpoint: the endpoint's number becomes primary; the old one an endpoint. */
export const setPrimaryEndpointRequestSchema = z.object({ agentId: id, endpoint: e164Schema });
export type SetPrimaryEndpointRequest = z.infer<typeof setPrimaryEndpointRequestSchema>;

/** POST /phone-numbers/create-org-subaccount: owner or admin; a Twilio sub-account for the organisation. */
export const createOrgSubaccountRequestSchema = z.object({
  orgId: id,
  orgName: z.string().trim().min(1).max(100),
});
export type CreateOrgSubaccountRequest = z.infer<typeof createOrgSubaccountRequestSchema>;

/** The provider's failure is logged and answered as created false (the spec: failure is only logged). */
export const createOrgSubaccountResponseSchema = z.object({ created: z.boolean() });
export type CreateOrgSubaccountResponse = z.infer<typeof createOrgSubaccountResponseSchema>;

/** A number of a connected external account, and whether the organisation already holds it. */
export const externalNumberSchema = providerNumberSchema.extend({ imported: z.boolean() });
export type ExternalNumber = z.infer<typeof externalNumberSchema>;

/**
 * POST /phone-numbers/twilio/import-external-account ('Connect & Fetch Numbers'): checks the credentials
 * with Twilio, keeps them encrypted on the server and imports every number of the account into the
 * organisation, unassigned (they then appear under 'Unassigned Phone Numbers').
 */
export const importExternalAccountRequestSchema = twilioImportFormSchema.extend({ orgId: id });
export type ImportExternalAccountRequest = z.infer<typeof importExternalAccountRequestSchema>;

export const connectedAccountResponseSchema = z.object({
  /** The Twilio account SID, or for Vonage the vonageCredentialId to pass to import-number. */
  accountId: z.string(),
  numbers: z.array(externalNumberSchema),
});
export type ConnectedAccountResponse = z.infer<typeof connectedAccountResponseSchema>;

/**
 * POST /phone-numbers/twilio/list-numbers (the 'twilio-numbers' query): the live numbers of every Twilio
 * account the organisation connected, read with the stored credentials.
 */
export const listTwilioNumbersRequestSchema = z.object({ orgId: id });
export type ListTwilioNumbersRequest = z.infer<typeof listTwilioNumbersRequestSchema>;

export const listTwilioNumbersResponseSchema = z.object({
  accounts: z.array(connectedAccountResponseSchema),
});
export type ListTwilioNumbersResponse = z.infer<typeof listTwilioNumbersResponseSchema>;

/**
 * POST /phone-numbers/vonage/connect-account: checks a Vonage API key and secret, keeps them encrypted on
 * the server and answers the credential id (accountId) import-number takes, with the account's numbers.
 */
export const connectVonageAccountRequestSchema = z.object({
  orgId: id,
  apiKey: z.string().trim().min(1).max(64),
  apiSecret: z.string().trim().min(1).max(256),
});
export type ConnectVonageAccountRequest = z.infer<typeof connectVonageAccountRequestSchema>;

/**
 * GET /public/phone-numbers/agents/{agentId}/available: the agent's numbers (primary and endpoints) and
 * the organisation's unassigned numbers, SIP addresses excluded. Any organisation member.
 */
export const availablePhoneNumbersParamsSchema = z.object({ agentId: id });
export type AvailablePhoneNumbersParams = z.infer<typeof availablePhoneNumbersParamsSchema>;
export const availablePhoneNumbersResponseSchema = availablePhoneNumbersSchema;
