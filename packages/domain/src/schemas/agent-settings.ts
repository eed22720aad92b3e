// The four settings blocks of an agent, each defaulting to what a new agent starts with.
import { z } from 'zod';
import { VOICE_SPEED } from '../constants';
import { DEFAULT_MAX_DURATION_END_MESSAGE, DEFAULT_RUNTIME_FALLBACK_MESSAGE } from '../messages';

/** The spec fixes no default timezone; UTC until the user picks theirs. */
export const DEFAULT_TIMEZONE = 'UTC';

export const generalSettingsSchema = z.object({
  timezone: z.string().default(DEFAULT_TIMEZONE),
  maxDurationMinutes: z.number().positive().default(20),
  silenceTimeoutSeconds: z.number().positive().default(15),
  spamDetectionEnabled: z.boolean().default(false),
  recordingEnabled: z.boolean().default(true),
  hipaaEnabled: z.boolean().default(false),
  endCallImmediately: z.boolean().default(false),
  recordEntireTransfer: z.boolean().default(false),
  maxDurationEndMessage: z.string().default(DEFAULT_MAX_DURATION_END_MESSAGE),
  /** Said when a turn fails (the language model down or slow, a step that cannot run): docs/runtime.md. */
  fallbackMessage: z.string().max(500).default(DEFAULT_RUNTIME_FALLBACK_MESSAGE),
  postCallWebhooks: z.array(z.string()).default([]),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export const voiceSpeedSchema = z.number().min(VOICE_SPEED.min).max(VOICE_SPEED.max);

export const voiceEngineSettingsSchema = z.object({
  transcriber: z.string().default('deepgram'),
  transcriberLanguages: z.array(z.string()).default(['en']),
  backgroundSound: z.string().default('off'),
  humanizeConversation: z.boolean().default(false),
  voiceEmotion: z.string().default('neutral'),
  voiceSpeed: voiceSpeedSchema.default(VOICE_SPEED.default),
  transcriberKeywords: z.array(z.string()).default([]),
  endCallFunctionEnabled: z.boolean().default(false),
  endCallPhrases: z.array(z.string()).default([]),
  endCallMessage: z.string().default(''),
});
export type VoiceEngineSettings = z.infer<typeof voiceEngineSettingsSchema>;

/** How often the summary e-mail goes out; the spec names only the default, Never. */
export const EMAIL_SUMMARY_OPTIONS = ['Never', 'Daily', 'Weekly', 'Monthly'] as const;

/** One notification trigger, delivered by SMS, e-mail, both or neither. */
const channelFlagsSchema = z.object({ sms: z.boolean().default(false), email: z.boolean().default(false) });

export const notificationSettingsSchema = z.object({
  emailSummary: z.enum(EMAIL_SUMMARY_OPTIONS).default('Never'),
  /** Phone number that receives error SMS. */
  errorSMS: z.string().default(''),
  /** Address that receives error e-mails. */
  errorEmail: z.string().default(''),
  everyCall: channelFlagsSchema.prefault({}),
  errorLiveAction: channelFlagsSchema.prefault({}),
  errorUnhappyCustomer: channelFlagsSchema.prefault({}),
  errorRequiredInformation: channelFlagsSchema.prefault({}),
  errorHumanFollowup: channelFlagsSchema.prefault({}),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const STATE_DETERMINATION_MODES = ['state_and_response', 'state_only', 'response_only'] as const;

export const advancedSettingsSchema = z.object({
  smartEndpointingTimeout: z.number().nonnegative().default(3),
  smartEndpointingEouProbThreshold: z.number().min(0).max(1).default(0.6),
  vadTimeoutSeconds: z.number().nonnegative().default(2),
  interruptionDelaySeconds: z.number().nonnegative().default(2),
  responseDelaySeconds: z.number().nonnegative().default(0.4),
  smartTurnStopSecs: z.number().nonnegative().default(2),
  stateDeterminationMode: z.enum(STATE_DETERMINATION_MODES).default('state_and_response'),
  promptVersion: z.string().default('v1.5'),
  /** The language model the runtime asks, overriding the deployment's LLM_MODEL; '' for the default. */
  llmModel: z.string().max(200).default(''),
});
export type AdvancedSettings = z.infer<typeof advancedSettingsSchema>;
