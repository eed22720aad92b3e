// What each editable agent field is called on screen; validation messages reuse the same words.
import type { NotificationSettings } from '@parley/domain';

export const LABELS = {
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
