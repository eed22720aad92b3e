// The agent edit forms (create, name and greeting, general, notification and advanced settings): each
// schema drives its form's field messages and parses what the form saves, within the settings schemas
// the rules and functions enforce (agent-settings.ts).
import { z } from 'zod';
import { createAgentRequestSchema } from '../api/agents';
import { e164Schema } from '../api/phone-numbers';
import { MSG_AUTH_INVALID_EMAIL, MSG_INVALID_PHONE_NUMBER } from '../messages';
import { isValidTimeZone } from '../rules/campaign-window';
import {
  ADVANCED_BOUNDS,
  AGENT_FIELD_LABELS as LABELS,
  GENERAL_BOUNDS,
  MSG_ERROR_EMAIL_NEEDED,
  MSG_ERROR_SMS_NEEDED,
  MSG_INVALID_TIMEZONE,
  MSG_PROMPT_VERSION_FORMAT,
  NOTIFICATION_EVENTS,
  TEXT_LIMITS,
  integerMessage,
  maxMessage,
  minMessage,
  numberMessage,
  requiredMessage,
  tooLongMessage,
  type NumberBounds,
} from './agent-form-fields';
import {
  EMAIL_SUMMARY_OPTIONS,
  STATE_DETERMINATION_MODES,
  type GeneralSettings,
  type NotificationSettings,
} from './agent-settings';

/** The longest agent name the createAgent callable accepts; edits keep to the same limit. */
export const AGENT_NAME_MAX_LENGTH = createAgentRequestSchema.shape.name.maxLength ?? 100;

/** A form's number: an emptied field (Formik hands '') is missing, anything else not a number is wrong. */
export function boundedNumber(label: string, bounds: NumberBounds) {
  let schema = z.number({
    error: (issue) =>
      issue.input === '' || issue.input === undefined ? requiredMessage(label) : numberMessage(label),
  });
  if (bounds.integer) schema = schema.int(integerMessage(label));
  schema = bounds.exclusiveMin
    ? schema.gt(bounds.min, minMessage(label, bounds.min))
    : schema.gte(bounds.min, minMessage(label, bounds.min));
  return schema.lte(bounds.max, maxMessage(label, bounds.max));
}

const requiredText = (label: string, max: number) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(label, max));

/** Agent name, trimmed (as the createAgent callable accepts it). */
export const agentNameSchema = requiredText(LABELS.name, AGENT_NAME_MAX_LENGTH);

/** 'Create agent' dialog. */
export const createAgentFormSchema = z.object({ name: agentNameSchema });
export type CreateAgentForm = z.infer<typeof createAgentFormSchema>;

export const nameGreetingFormSchema = z.object({
  name: agentNameSchema,
  greeting: requiredText(LABELS.greeting, TEXT_LIMITS.greeting),
});
export type NameGreetingValues = z.infer<typeof nameGreetingFormSchema>;

/** The general settings the form edits (post-call webhooks have their own form: api/post-call-webhooks.ts). */
export type GeneralSettingsValues = Omit<GeneralSettings, 'postCallWebhooks'>;

export const generalSettingsFormSchema = z.object({
  timezone: z
    .string({ error: requiredMessage(LABELS.timezone) })
    .min(1, requiredMessage(LABELS.timezone))
    .refine(isValidTimeZone, MSG_INVALID_TIMEZONE),
  maxDurationMinutes: boundedNumber(LABELS.maxDurationMinutes, GENERAL_BOUNDS.maxDurationMinutes),
  silenceTimeoutSeconds: boundedNumber(LABELS.silenceTimeoutSeconds, GENERAL_BOUNDS.silenceTimeoutSeconds),
  spamDetectionEnabled: z.boolean(),
  recordingEnabled: z.boolean(),
  hipaaEnabled: z.boolean(),
  endCallImmediately: z.boolean(),
  recordEntireTransfer: z.boolean(),
  maxDurationEndMessage: requiredText(LABELS.maxDurationEndMessage, TEXT_LIMITS.maxDurationEndMessage),
  fallbackMessage: requiredText(LABELS.fallbackMessage, TEXT_LIMITS.fallbackMessage),
}) satisfies z.ZodType<GeneralSettingsValues>;

const channelFlags = z.object({ sms: z.boolean(), email: z.boolean() });

/** Written the way people write numbers: spaces, brackets and dashes are dropped before the check. */
const contactNumber = z
  .string()
  .trim()
  .refine((value) => value === '' || e164Schema.safeParse(value.replace(/[\s()-]/g, '')).success, {
    error: MSG_INVALID_PHONE_NUMBER,
  });

const contactEmail = z
  .string()
  .trim()
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: MSG_AUTH_INVALID_EMAIL });

export const notificationSettingsFormSchema = z
  .object({
    emailSummary: z.enum(EMAIL_SUMMARY_OPTIONS, { error: requiredMessage(LABELS.emailSummary) }),
    errorSMS: contactNumber,
    errorEmail: contactEmail,
    everyCall: channelFlags,
    errorLiveAction: channelFlags,
    errorUnhappyCustomer: channelFlags,
    errorRequiredInformation: channelFlags,
    errorHumanFollowup: channelFlags,
  })
  .superRefine((values, context) => {
    // A notification that is on needs somewhere to go.
    const anyOn = (channel: 'sms' | 'email') =>
      NOTIFICATION_EVENTS.some((event) => values[event.key][channel]);
    if (values.errorSMS === '' && anyOn('sms')) {
      context.addIssue({ code: 'custom', message: MSG_ERROR_SMS_NEEDED, path: ['errorSMS'] });
    }
    if (values.errorEmail === '' && anyOn('email')) {
      context.addIssue({ code: 'custom', message: MSG_ERROR_EMAIL_NEEDED, path: ['errorEmail'] });
    }
  }) satisfies z.ZodType<NotificationSettings>;

export const advancedSettingsFormSchema = z.object({
  smartEndpointingTimeout: boundedNumber(
    LABELS.smartEndpointingTimeout,
    ADVANCED_BOUNDS.smartEndpointingTimeout,
  ),
  smartEndpointingEouProbThreshold: boundedNumber(
    LABELS.smartEndpointingEouProbThreshold,
    ADVANCED_BOUNDS.smartEndpointingEouProbThreshold,
  ),
  vadTimeoutSeconds: boundedNumber(LABELS.vadTimeoutSeconds, ADVANCED_BOUNDS.vadTimeoutSeconds),
  interruptionDelaySeconds: boundedNumber(
    LABELS.interruptionDelaySeconds,
    ADVANCED_BOUNDS.interruptionDelaySeconds,
  ),
  responseDelaySeconds: boundedNumber(LABELS.responseDelaySeconds, ADVANCED_BOUNDS.responseDelaySeconds),
  smartTurnStopSecs: boundedNumber(LABELS.smartTurnStopSecs, ADVANCED_BOUNDS.smartTurnStopSecs),
  stateDeterminationMode: z.enum(STATE_DETERMINATION_MODES, {
    error: requiredMessage(LABELS.stateDeterminationMode),
  }),
  promptVersion: requiredText(LABELS.promptVersion, TEXT_LIMITS.promptVersion).regex(
    /^v\d+(\.\d+)*$/,
    MSG_PROMPT_VERSION_FORMAT,
  ),
  llmModel: z
    .string()
    .trim()
    .max(TEXT_LIMITS.llmModel, tooLongMessage(LABELS.llmModel, TEXT_LIMITS.llmModel)),
});
