import {
  DEFAULT_MAX_DURATION_END_MESSAGE,
  advancedSettingsSchema,
  generalSettingsSchema,
  notificationSettingsSchema,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import {
  advancedSettingsFormSchema,
  generalSettingsFormSchema,
  nameGreetingSchema,
  notificationSettingsFormSchema,
} from './agent-form-schemas';

/** The first error message of a field, or null when the value passes. */
function errorOf(
  schema: { validateSyncAt: (path: string, value: unknown) => unknown },
  path: string,
  values: unknown,
) {
  try {
    schema.validateSyncAt(path, values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const { postCallWebhooks: _webhooks, ...generalDefaults } = generalSettingsSchema.parse({});
const advancedDefaults = advancedSettingsSchema.parse({});
const notificationDefaults = notificationSettingsSchema.parse({});

describe('name and greeting', () => {
  const valid = { name: 'Front desk', greeting: 'Hello!' };
  it('accepts a name and greeting', () => {
    expect(nameGreetingSchema.isValidSync(valid)).toBe(true);
  });
  it.each([
    ['name', '   ', 'Agent name is required'],
    ['name', 'x'.repeat(101), 'Agent name must be at most 100 characters'],
    ['greeting', '', 'Greeting is required'],
    ['greeting', 'x'.repeat(1001), 'Greeting must be at most 1000 characters'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorOf(nameGreetingSchema, field, { ...valid, [field]: value })).toBe(message);
  });
  it('accepts a 100-character name', () => {
    expect(errorOf(nameGreetingSchema, 'name', { ...valid, name: 'x'.repeat(100) })).toBeNull();
  });
});

describe('general settings', () => {
  it('accepts the new-agent defaults', () => {
    expect(generalSettingsFormSchema.isValidSync(generalDefaults)).toBe(true);
    expect(generalDefaults.maxDurationEndMessage).toBe(DEFAULT_MAX_DURATION_END_MESSAGE);
  });
  it.each([
    ['maxDurationMinutes', 0, 'Maximum call duration (minutes) must be at least 1'],
    ['maxDurationMinutes', 121, 'Maximum call duration (minutes) must be at most 120'],
    ['maxDurationMinutes', 2.5, 'Maximum call duration (minutes) must be a whole number'],
    ['maxDurationMinutes', '', 'Maximum call duration (minutes) must be a number'],
    ['silenceTimeoutSeconds', 0, 'Silence timeout (seconds) must be at least 1'],
    ['silenceTimeoutSeconds', 601, 'Silence timeout (seconds) must be at most 600'],
    ['silenceTimeoutSeconds', 'abc', 'Silence timeout (seconds) must be a number'],
    ['timezone', 'Mars/Olympus', 'Choose a timezone from the list'],
    ['timezone', '', 'Timezone is required'],
    ['maxDurationEndMessage', ' ', 'Maximum-duration end message is required'],
    ['maxDurationEndMessage', 'x'.repeat(501), 'Maximum-duration end message must be at most 500 characters'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorOf(generalSettingsFormSchema, field, { ...generalDefaults, [field]: value })).toBe(message);
  });
  it.each([
    ['maxDurationMinutes', 1],
    ['maxDurationMinutes', 120],
    ['silenceTimeoutSeconds', 600],
    ['timezone', 'Australia/Sydney'],
  ])('accepts %s %j', (field, value) => {
    expect(errorOf(generalSettingsFormSchema, field, { ...generalDefaults, [field]: value })).toBeNull();
  });
});

describe('notification settings', () => {
  it('accepts the defaults (nothing on, no contacts)', () => {
    expect(notificationSettingsFormSchema.isValidSync(notificationDefaults)).toBe(true);
  });
  it.each([
    ['errorSMS', '12345', 'Enter a phone number in international format, e.g. +14155550123'],
    ['errorEmail', 'not-an-email', 'Enter a valid e-mail address'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorOf(notificationSettingsFormSchema, field, { ...notificationDefaults, [field]: value })).toBe(
      message,
    );
  });
  it('accepts a formatted international number and an address', () => {
    const values = { ...notificationDefaults, errorSMS: '+1 (415) 555-0123', errorEmail: 'ops@acme.com' };
    expect(notificationSettingsFormSchema.isValidSync(values)).toBe(true);
  });
  it('needs a number once an SMS notification is on, and an address once an e-mail one is', () => {
    const values = {
      ...notificationDefaults,
      everyCall: { sms: true, email: false },
      errorHumanFollowup: { sms: false, email: true },
    };
    expect(errorOf(notificationSettingsFormSchema, 'errorSMS', values)).toBe(
      'Add a phone number to receive SMS notifications',
    );
    expect(errorOf(notificationSettingsFormSchema, 'errorEmail', values)).toBe(
      'Add an e-mail address to receive e-mail notifications',
    );
  });
  it('refuses an email summary outside the options', () => {
    expect(
      errorOf(notificationSettingsFormSchema, 'emailSummary', {
        ...notificationDefaults,
        emailSummary: 'Hourly',
      }),
    ).not.toBeNull();
  });
});

describe('advanced settings', () => {
  it('accepts the defaults', () => {
    expect(advancedSettingsFormSchema.isValidSync(advancedDefaults)).toBe(true);
  });
  it.each([
    ['smartEndpointingTimeout', -0.1, 'Smart endpointing timeout (seconds) must be at least 0'],
    ['smartEndpointingTimeout', 10.5, 'Smart endpointing timeout (seconds) must be at most 10'],
    ['smartEndpointingEouProbThreshold', -0.1, 'End-of-utterance probability threshold must be at least 0'],
    ['smartEndpointingEouProbThreshold', 1.1, 'End-of-utterance probability threshold must be at most 1'],
    ['vadTimeoutSeconds', -1, 'Voice activity timeout (seconds) must be at least 0'],
    ['vadTimeoutSeconds', 11, 'Voice activity timeout (seconds) must be at most 10'],
    ['interruptionDelaySeconds', -1, 'Interruption delay (seconds) must be at least 0'],
    ['interruptionDelaySeconds', 11, 'Interruption delay (seconds) must be at most 10'],
    ['responseDelaySeconds', -1, 'Response delay (seconds) must be at least 0'],
    ['responseDelaySeconds', 6, 'Response delay (seconds) must be at most 5'],
    ['smartTurnStopSecs', -1, 'Smart turn stop (seconds) must be at least 0'],
    ['smartTurnStopSecs', 11, 'Smart turn stop (seconds) must be at most 10'],
    ['smartTurnStopSecs', '', 'Smart turn stop (seconds) must be a number'],
    ['promptVersion', '', 'Prompt version is required'],
    ['promptVersion', '1.5', 'Use the form v1.5'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorOf(advancedSettingsFormSchema, field, { ...advancedDefaults, [field]: value })).toBe(message);
  });
  it('refuses a state determination mode outside the domain list', () => {
    expect(
      errorOf(advancedSettingsFormSchema, 'stateDeterminationMode', {
        ...advancedDefaults,
        stateDeterminationMode: 'x',
      }),
    ).not.toBeNull();
  });
});
