// Yup schemas of the agent edit forms. Each one drives its form's field errors; the floors, enums and
// name limits come from the domain schemas, the ceilings from settings-bounds.ts.
import {
  EMAIL_SUMMARY_OPTIONS,
  STATE_DETERMINATION_MODES,
  createAgentRequestSchema,
  type AdvancedSettings,
  type GeneralSettings,
  type NotificationSettings,
} from '@parley/domain';
import * as yup from 'yup';
import {
  MSG_ERROR_EMAIL_NEEDED,
  MSG_ERROR_SMS_NEEDED,
  MSG_INVALID_EMAIL,
  MSG_INVALID_PHONE,
  MSG_INVALID_TIMEZONE,
  MSG_PROMPT_VERSION_FORMAT,
  integerMessage,
  maxMessage,
  minMessage,
  numberMessage,
  requiredMessage,
  tooLongMessage,
} from './agent-form-messages';
import { LABELS, NOTIFICATION_EVENTS } from './field-labels';
import { ADVANCED_BOUNDS, GENERAL_BOUNDS, TEXT_LIMITS, type NumberBounds } from './settings-bounds';
import { isValidTimeZone } from './timezones';

/** The longest agent name the createAgent callable accepts; edits keep to the same limit. */
export const AGENT_NAME_MAX_LENGTH = createAgentRequestSchema.shape.name.maxLength ?? 100;

function boundedNumber(label: string, bounds: NumberBounds) {
  let schema = yup.number().typeError(numberMessage(label)).required(requiredMessage(label));
  if (bounds.integer) schema = schema.integer(integerMessage(label));
  schema = bounds.exclusiveMin
    ? schema.moreThan(bounds.min, minMessage(label, bounds.min))
    : schema.min(bounds.min, minMessage(label, bounds.min));
  return schema.max(bounds.max, maxMessage(label, bounds.max));
}

const requiredText = (label: string, max: number) =>
  yup.string().trim().required(requiredMessage(label)).max(max, tooLongMessage(label, max));

/** Agent name (as the createAgent callable accepts it). */
export const agentNameSchema = requiredText(LABELS.name, AGENT_NAME_MAX_LENGTH);

export interface NameGreetingValues {
  name: string;
  greeting: string;
}

export const nameGreetingSchema: yup.ObjectSchema<NameGreetingValues> = yup.object({
  name: agentNameSchema,
  greeting: requiredText(LABELS.greeting, TEXT_LIMITS.greeting),
});

/** The general settings the form edits (post-call webhooks are edited elsewhere). */
export type GeneralSettingsValues = Omit<GeneralSettings, 'postCallWebhooks'>;

export const generalSettingsFormSchema: yup.ObjectSchema<GeneralSettingsValues> = yup.object({
  timezone: yup
    .string()
    .required(requiredMessage(LABELS.timezone))
    .test('timezone', MSG_INVALID_TIMEZONE, (value) => isValidTimeZone(value)),
  maxDurationMinutes: boundedNumber(LABELS.maxDurationMinutes, GENERAL_BOUNDS.maxDurationMinutes),
  silenceTimeoutSeconds: boundedNumber(LABELS.silenceTimeoutSeconds, GENERAL_BOUNDS.silenceTimeoutSeconds),
  spamDetectionEnabled: yup.boolean().required(),
  recordingEnabled: yup.boolean().required(),
  hipaaEnabled: yup.boolean().required(),
  endCallImmediately: yup.boolean().required(),
  recordEntireTransfer: yup.boolean().required(),
  maxDurationEndMessage: requiredText(LABELS.maxDurationEndMessage, TEXT_LIMITS.maxDurationEndMessage),
});

const channelFlags = yup.object({ sms: yup.boolean().required(), email: yup.boolean().required() });

type ChannelParent = Partial<
  Record<(typeof NOTIFICATION_EVENTS)[number]['key'], { sms?: boolean; email?: boolean }>
>;

const anyChannelOn = (parent: ChannelParent, channel: 'sms' | 'email'): boolean =>
  NOTIFICATION_EVENTS.some((event) => parent[event.key]?.[channel] === true);

/** E.164: a plus, then up to 15 digits not starting with 0. */
const E164 = /^\+[1-9]\d{6,14}$/;

export const notificationSettingsFormSchema: yup.ObjectSchema<NotificationSettings> = yup.object({
  emailSummary: yup.string().oneOf(EMAIL_SUMMARY_OPTIONS).required(requiredMessage(LABELS.emailSummary)),
  // Formik hands Yup an emptied field as undefined; an empty contact is stored as ''.
  errorSMS: yup
    .string()
    .trim()
    .default('')
    .test('phone', MSG_INVALID_PHONE, (value) => value === '' || E164.test(value.replace(/[\s()-]/g, '')))
    .test(
      'needed',
      MSG_ERROR_SMS_NEEDED,
      (value, context) => value !== '' || !anyChannelOn(context.parent as ChannelParent, 'sms'),
    ),
  errorEmail: yup
    .string()
    .trim()
    .default('')
    .email(MSG_INVALID_EMAIL)
    .test(
      'needed',
      MSG_ERROR_EMAIL_NEEDED,
      (value, context) => value !== '' || !anyChannelOn(context.parent as ChannelParent, 'email'),
    ),
  everyCall: channelFlags,
  errorLiveAction: channelFlags,
  errorUnhappyCustomer: channelFlags,
  errorRequiredInformation: channelFlags,
  errorHumanFollowup: channelFlags,
});

export const advancedSettingsFormSchema: yup.ObjectSchema<AdvancedSettings> = yup.object({
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
  stateDeterminationMode: yup
    .string()
    .oneOf(STATE_DETERMINATION_MODES)
    .required(requiredMessage(LABELS.stateDeterminationMode)),
  promptVersion: requiredText(LABELS.promptVersion, TEXT_LIMITS.promptVersion).matches(
    /^v\d+(\.\d+)*$/,
    MSG_PROMPT_VERSION_FORMAT,
  ),
});
