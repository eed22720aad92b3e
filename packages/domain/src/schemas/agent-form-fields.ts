// The agent edit forms' fields: what each is called on screen, the limits the forms enforce and their
// validation texts (the spec fixes none of these; its own texts live in messages.ts).
import type { NotificationSettings } from './agent-settings';

/** What each editable agent field is called on screen; validation messages reuse the same words. */
export const AGENT_FIELD_LABELS = {
  name: 'Agent name',
  greeting: 'Greeting',
  timezone: 'Timezone',
  maxDurationMinutes: 'Maximum call duration (minutes)',
  silenceTimeoutSeconds: 'Silence timeout (seconds)',
  spamDetectionEnabled: 'Spam detection',
  recordingEnabled: 'Call recording',
  hipaaEnabled: 'HIPAA mode',
  endCallImmediately: 'End call immediately',
  recordEntireTransfer: 'Record entire transfer',
  maxDurationEndMessage: 'Maximum-duration end message',
  fallbackMessage: 'Fallback line (said when a turn fails)',
  emailSummary: 'Email summary',
  errorSMS: 'Error SMS number',
  errorEmail: 'Error e-mail address',
  smartEndpointingTimeout: 'Smart endpointing timeout (seconds)',
  smartEndpointingEouProbThreshold: 'End-of-utterance probability threshold',
  vadTimeoutSeconds: 'Voice activity timeout (seconds)',
  interruptionDelaySeconds: 'Interruption delay (seconds)',
  responseDelaySeconds: 'Response delay (seconds)',
  smartTurnStopSecs: 'Smart turn stop (seconds)',
  stateDeterminationMode: 'State determination mode',
  promptVersion: 'Prompt version',
  llmModel: 'Language model (blank for the default)',
} as const;

/** The notification triggers, each delivered by SMS and/or e-mail. */
export const NOTIFICATION_EVENTS = [
  { key: 'everyCall', label: 'Every call' },
  { key: 'errorLiveAction', label: 'Live action failed' },
  { key: 'errorUnhappyCustomer', label: 'Unhappy customer' },
  { key: 'errorRequiredInformation', label: 'Required information missing' },
  { key: 'errorHumanFollowup', label: 'Human follow-up needed' },
] as const satisfies readonly { key: keyof NotificationSettings; label: string }[];

export type NotificationEventKey = (typeof NOTIFICATION_EVENTS)[number]['key'];

export const STATE_DETERMINATION_LABELS = {
  state_and_response: 'State and response',
  state_only: 'State only',
  response_only: 'Response only',
} as const;

export interface NumberBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Whole numbers only. */
  readonly integer?: boolean;
  /** The min is excluded (the settings schema says "positive"). */
  readonly exclusiveMin?: boolean;
}

// The settings schemas fix only the floor (positive, non-negative, 0..1 for a probability); these
// ceilings are product limits so a typo such as 2000 minutes cannot reach a live agent. A test checks
// every bound against the settings schemas.
export const GENERAL_BOUNDS = {
  maxDurationMinutes: { min: 1, max: 120, step: 1, integer: true },
  silenceTimeoutSeconds: { min: 1, max: 600, step: 1, integer: true },
} as const satisfies Record<string, NumberBounds>;

export const ADVANCED_BOUNDS = {
  smartEndpointingTimeout: { min: 0, max: 10, step: 0.1 },
  smartEndpointingEouProbThreshold: { min: 0, max: 1, step: 0.05 },
  vadTimeoutSeconds: { min: 0, max: 10, step: 0.1 },
  interruptionDelaySeconds: { min: 0, max: 10, step: 0.1 },
  responseDelaySeconds: { min: 0, max: 5, step: 0.1 },
  smartTurnStopSecs: { min: 0, max: 10, step: 0.1 },
} as const satisfies Record<string, NumberBounds>;

/** Longest free-text settings, in characters. */
export const TEXT_LIMITS = {
  greeting: 1000,
  maxDurationEndMessage: 500,
  fallbackMessage: 500,
  promptVersion: 20,
  llmModel: 200,
} as const;

export const requiredMessage = (label: string): string => `${label} is required`;
export const numberMessage = (label: string): string => `${label} must be a number`;
export const integerMessage = (label: string): string => `${label} must be a whole number`;
export const minMessage = (label: string, min: number): string => `${label} must be at least ${min}`;
export const maxMessage = (label: string, max: number): string => `${label} must be at most ${max}`;
export const tooLongMessage = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;
export const MSG_INVALID_TIMEZONE = 'Choose a timezone from the list';
export const MSG_ERROR_SMS_NEEDED = 'Add a phone number to receive SMS notifications';
export const MSG_ERROR_EMAIL_NEEDED = 'Add an e-mail address to receive e-mail notifications';
export const MSG_PROMPT_VERSION_FORMAT = 'Use the form v1.5';
