import { z } from 'zod';
import { PRODUCT_NAME } from '../constants';
import { phoneNumberSourceSchema, telephonyProviderSchema, voiceModeSchema } from '../enums';
import { timestampSchema } from './common';

/** t_phone_numbers: every number an organisation owns, attached to an agent or free. */
export const phoneNumberSchema = z.object({
  id: z.string().min(1),
  orgId: z.string().min(1),
  /** E.164, or the SIP address for source sip. */
  number: z.string().min(1),
  countryCode: z.string().default('US'),
  source: phoneNumberSourceSchema,
  /** Null for a SIP address, which no telephony provider hosts. */
  provider: telephonyProviderSchema.nullable().default(null),
  twilioPnSid: z.string().nullable().default(null),
  twilioAccountSid: z.string().nullable().default(null),
  vonageCredentialId: z.string().nullable().default(null),
  vapiPnId: z.string().nullable().default(null),
  /** Why the voice engine (Vapi) did not register the number, shown where numbers are listed; null once registered. */
  vapiError: z.string().nullable().default(null),
  agentId: z.string().nullable().default(null),
  isPrimary: z.boolean().default(false),
  voiceMode: voiceModeSchema.default(PRODUCT_NAME),
  customName: z.string().nullable().default(null),
  createdAt: timestampSchema.nullable().default(null),
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;
