// The campaign number forms and the number import payload.
import { z } from 'zod';
import { PRODUCT_NAME } from '../constants';
import { telephonyProviderSchema, voiceModeSchema } from '../enums';
import {
  MSG_PHONE_NUMBER_REQUIRED,
  MSG_TWILIO_CREDENTIALS_REQUIRED,
  MSG_TWILIO_SID_REQUIRED,
  MSG_TWILIO_TOKEN_REQUIRED,
  MSG_VONAGE_CREDENTIALS_REQUIRED,
} from '../messages';
import { documentIdSchema } from './document-id';
import { validateForm } from './form-errors';
import type { FormValidation } from './form-errors';

/** 'Import Numbers From Twilio' modal. */
export const twilioImportFormSchema = z.object({
  twilioAccountSid: z.string({ error: MSG_TWILIO_SID_REQUIRED }).trim().min(1, MSG_TWILIO_SID_REQUIRED),
  twilioAuthToken: z.string({ error: MSG_TWILIO_TOKEN_REQUIRED }).trim().min(1, MSG_TWILIO_TOKEN_REQUIRED),
});
export type TwilioImportForm = z.infer<typeof twilioImportFormSchema>;

/** Field errors of the Twilio import form. */
export function validateTwilioImportForm(input: unknown): FormValidation<TwilioImportForm> {
  return validateForm(twilioImportFormSchema, input);
}

/** 'Add Phone Numbers' modal, also the payload of POST …/campaigns/{id}/assign. */
export const addNumbersFormSchema = z.object({
  phoneNumbers: z
    .array(z.string().min(1), { error: MSG_PHONE_NUMBER_REQUIRED })
    .min(1, MSG_PHONE_NUMBER_REQUIRED),
});
export type AddNumbersForm = z.infer<typeof addNumbersFormSchema>;

/** Field errors of the add-numbers form. */
export function validateAddNumbersForm(input: unknown): FormValidation<AddNumbersForm> {
  return validateForm(addNumbersFormSchema, input);
}

/** POST /phone-numbers/import-number: credentials must match the provider. */
export const importNumberRequestSchema = z
  .object({
    agentId: documentIdSchema,
    provider: telephonyProviderSchema,
    countryCode: z.string().min(1),
    phoneNumber: z.string().min(1),
    twilioAccountSid: z.string().optional(),
    twilioAuthToken: z.string().optional(),
    vonageCredentialId: documentIdSchema.optional(),
    mode: voiceModeSchema.default(PRODUCT_NAME),
    isSecondary: z.boolean().default(false),
  })
  .superRefine((request, context) => {
    if (request.provider === 'twilio' && (!request.twilioAccountSid || !request.twilioAuthToken)) {
      context.addIssue({
        code: 'custom',
        message: MSG_TWILIO_CREDENTIALS_REQUIRED,
        path: ['twilioAccountSid'],
      });
    }
    if (request.provider === 'vonage' && !request.vonageCredentialId) {
      context.addIssue({
        code: 'custom',
        message: MSG_VONAGE_CREDENTIALS_REQUIRED,
        path: ['vonageCredentialId'],
      });
    }
  });
export type ImportNumberRequest = z.infer<typeof importNumberRequestSchema>;
