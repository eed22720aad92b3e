import { describe, expect, it } from 'vitest';
import {
  MSG_PHONE_NUMBER_REQUIRED,
  MSG_TWILIO_CREDENTIALS_REQUIRED,
  MSG_TWILIO_SID_REQUIRED,
  MSG_TWILIO_TOKEN_REQUIRED,
  MSG_VONAGE_CREDENTIALS_REQUIRED,
} from '../messages';
import {
  importNumberRequestSchema,
  validateAddNumbersForm,
  validateTwilioImportForm,
} from './phone-number-forms';

describe('Twilio import form', () => {
  it('needs the SID and the token', () => {
    expect(validateTwilioImportForm({ twilioAccountSid: ' ', twilioAuthToken: '' })).toEqual({
      ok: false,
      errors: { twilioAccountSid: MSG_TWILIO_SID_REQUIRED, twilioAuthToken: MSG_TWILIO_TOKEN_REQUIRED },
    });
    expect(validateTwilioImportForm({ twilioAccountSid: 'AC1', twilioAuthToken: 'tok' }).ok).toBe(true);
  });
});

describe('add numbers form', () => {
  it('needs at least one number', () => {
    expect(validateAddNumbersForm({ phoneNumbers: [] })).toEqual({
      ok: false,
      errors: { phoneNumbers: MSG_PHONE_NUMBER_REQUIRED },
    });
    expect(validateAddNumbersForm({})).toEqual({
      ok: false,
      errors: { phoneNumbers: MSG_PHONE_NUMBER_REQUIRED },
    });
    expect(validateAddNumbersForm({ phoneNumbers: ['+12015550100'] }).ok).toBe(true);
  });
});

describe('number import request', () => {
  const base = { agentId: 'a1', countryCode: 'US', phoneNumber: '+12015550100' };
  const messages = (input: unknown): string[] =>
    importNumberRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('needs Twilio credentials for twilio', () => {
    expect(messages({ ...base, provider: 'twilio', twilioAccountSid: 'AC1' })).toEqual([
      MSG_TWILIO_CREDENTIALS_REQUIRED,
    ]);
    expect(messages({ ...base, provider: 'twilio', twilioAccountSid: 'AC1', twilioAuthToken: 't' })).toEqual(
      [],
    );
  });

  it('needs a credential id for vonage', () => {
    expect(messages({ ...base, provider: 'vonage' })).toEqual([MSG_VONAGE_CREDENTIALS_REQUIRED]);
    expect(messages({ ...base, provider: 'vonage', vonageCredentialId: 'cred' })).toEqual([]);
  });

  it('defaults to the brand mode, primary number', () => {
    const request = importNumberRequestSchema.parse({ ...base, provider: 'vonage', vonageCredentialId: 'c' });
    expect(request.mode).toBe('Parley');
    expect(request.isSecondary).toBe(false);
  });
});
