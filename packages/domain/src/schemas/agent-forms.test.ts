import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_MAX_DURATION_END_MESSAGE } from '../messages';
import { ADVANCED_BOUNDS, GENERAL_BOUNDS, type NumberBounds } from './agent-form-fields';
import {
  advancedSettingsFormSchema,
  createAgentFormSchema,
  generalSettingsFormSchema,
  nameGreetingFormSchema,
  notificationSettingsFormSchema,
} from './agent-forms';
import { advancedSettingsSchema, generalSettingsSchema, notificationSettingsSchema } from './agent-settings';
import { validateForm } from './form-errors';

/** The message a form shows under `field` for these values, or null when the field passes. */
function errorOf(schema: z.ZodType<Record<string, unknown>>, field: string, values: unknown) {
  const result = validateForm(schema, values);
  return result.ok ? null : ((result.errors as Record<string, string>)[field] ?? null);
}

const { postCallWebhooks: _webhooks, ...generalDefaults } = generalSettingsSchema.parse({});
const advancedDefaults = advancedSettingsSchema.parse({});
const notificationDefaults = notificationSettingsSchema.parse({});

describe('create agent and name and greeting', () => {
  const valid = { name: 'Front desk', greeting: 'Hello!' };
  it('accepts a name and greeting, trimmed', () => {
    expect(nameGreetingFormSchema.parse({ ...valid, name: '  Front desk ' })).toEqual(valid);
    expect(createAgentFormSchema.parse({ name: ' Sales ' })).toEqual({ name: 'Sales' });
  });
  it.each([
    ['name', '   ', 'Agent name is required'],
    ['name', 'x'.repeat(101), 'Agent name must be at most 100 characters'],
    ['greeting', '', 'Greeting is required'],
    ['greeting', 'x'.repeat(1001), 'Greeting must be at most 1000 characters'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorOf(nameGreetingFormSchema, field, { ...valid, [field]: value })).toBe(message);
  });
  it('accepts a 100-character name and asks for a missing one', () => {
    expect(errorOf(nameGreetingFormSchema, 'name', { ...valid, name: 'x'.repeat(100) })).toBeNull();
    expect(errorOf(createAgentFormSchema, 'name', {})).toBe('Agent name is required');
  });
});

describe('general settings', () => {
  it('accepts the new-agent defaults', () => {
    expect(generalSettingsFormSchema.parse(generalDefaults)).toEqual(generalDefaults);
    expect(generalDefaults.maxDurationEndMessage).toBe(DEFAULT_MAX_DURATION_END_MESSAGE);
  });
  it.each([
    ['maxDurationMinutes', 0, 'Maximum call duration (minutes) must be at least 1'],
    ['maxDurationMinutes', 121, 'Maximum call duration (minutes) must be at most 120'],
    ['maxDurationMinutes', 2.5, 'Maximum call duration (minutes) must be a whole number'],
    ['maxDurationMinutes', '', 'Maximum call duration (minutes) is required'],
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
    expect(notificationSettingsFormSchema.parse(notificationDefaults)).toEqual(notificationDefaults);
  });
  it.each([
    ['errorSMS', '12345', 'Enter a phone number in international format, e.g. +14155550123.'],
    ['errorEmail', 'not-an-email', 'Enter a valid e-mail address.'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorOf(notificationSettingsFormSchema, field, { ...notificationDefaults, [field]: value })).toBe(
      message,
    );
  });
  it('accepts a formatted international number and an address, trimmed', () => {
    const values = { ...notificationDefaults, errorSMS: '+1 (415) 555-0123', errorEmail: ' ops@acme.com ' };
    expect(notificationSettingsFormSchema.parse(values)).toMatchObject({
      errorSMS: '+1 (415) 555-0123',
      errorEmail: 'ops@acme.com',
    });
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
    ).toBe('Email summary is required');
  });
});

describe('advanced settings', () => {
  it('accepts the defaults', () => {
    expect(advancedSettingsFormSchema.parse(advancedDefaults)).toEqual(advancedDefaults);
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
    ['smartTurnStopSecs', '', 'Smart turn stop (seconds) is required'],
    ['smartTurnStopSecs', 'abc', 'Smart turn stop (seconds) must be a number'],
    ['promptVersion', '', 'Prompt version is required'],
    ['promptVersion', '1.5', 'Use the form v1.5'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorOf(advancedSettingsFormSchema, field, { ...advancedDefaults, [field]: value })).toBe(message);
  });
  it('refuses a state determination mode outside the settings list', () => {
    expect(
      errorOf(advancedSettingsFormSchema, 'stateDeterminationMode', {
        ...advancedDefaults,
        stateDeterminationMode: 'x',
      }),
    ).toBe('State determination mode is required');
  });
});

function checkAgainstSettings(
  schema: typeof generalSettingsSchema | typeof advancedSettingsSchema,
  bounds: Record<string, NumberBounds>,
) {
  const defaults = schema.parse({}) as Record<string, unknown>;
  for (const [field, bound] of Object.entries(bounds)) {
    const accepts = (value: number) => schema.safeParse({ ...defaults, [field]: value }).success;
    // Every value the form allows must be one the settings schema (and so the rules and functions) accepts.
    expect(accepts(bound.min), `${field} min`).toBe(true);
    expect(accepts(bound.max), `${field} max`).toBe(true);
    // The spec's default lies inside the form's range.
    const fallback = defaults[field] as number;
    expect(fallback >= bound.min && fallback <= bound.max, `${field} default`).toBe(true);
  }
}

describe('settings bounds', () => {
  it('stay inside the settings schema and around the spec defaults (general)', () => {
    checkAgainstSettings(generalSettingsSchema, GENERAL_BOUNDS);
  });
  it('stay inside the settings schema and around the spec defaults (advanced)', () => {
    checkAgainstSettings(advancedSettingsSchema, ADVANCED_BOUNDS);
  });
  it('cover every numeric advanced setting', () => {
    const numeric = Object.entries(advancedSettingsSchema.parse({}))
      .filter(([, value]) => typeof value === 'number')
      .map(([key]) => key);
    expect(Object.keys(ADVANCED_BOUNDS).sort()).toEqual(numeric.sort());
  });
});
