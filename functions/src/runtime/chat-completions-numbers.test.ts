// The numbers of a call as Vapi's custom-llm provider sends them, with the bodies typed by the official
// SDK's own types, so a field Vapi does not send cannot be assumed here.
import type { Vapi } from '@vapi-ai/server-sdk';
import { chatCompletionRequestSchema } from '@parley/runtime';
import { describe, expect, it } from 'vitest';
import { agentNumberOf } from './chat-completions';

const stamps = { orgId: 'vapi-org', createdAt: '2026-12-07T17:00:00Z', updatedAt: '2026-12-07T17:00:00Z' };

const savedNumber: Vapi.TwilioPhoneNumber = {
  id: 'pn-1',
  number: '+15555550199',
  twilioAccountSid: 'AC123',
  ...stamps,
};

const call = (fields: Partial<Vapi.Call>): Vapi.Call => ({
  id: 'call-1',
  type: 'inboundPhoneCall',
  customer: { number: '+15555550123' },
  ...stamps,
  ...fields,
});

const request = (body: object) =>
  chatCompletionRequestSchema.parse({
    model: 'parley',
    messages: [{ role: 'user', content: 'Hi' }],
    ...body,
  });

describe("the agent's number on a Vapi call", () => {
  it('is the saved number Vapi sends beside the call (the call names it only by phoneNumberId)', () => {
    const body = { call: call({ phoneNumberId: 'pn-1' }), phoneNumber: savedNumber };
    expect(agentNumberOf(request(body))).toBe('+15555550199');
  });

  it('is a transient number’s twilioPhoneNumber inside the call', () => {
    const transient: Vapi.ImportTwilioPhoneNumberDto = {
      twilioPhoneNumber: '+15555550177',
      twilioAccountSid: 'AC123',
    };
    expect(agentNumberOf(request({ call: call({ phoneNumber: transient }) }))).toBe('+15555550177');
  });

  it('is empty on a web call, which has no number', () => {
    expect(agentNumberOf(request({ call: call({ type: 'webCall', customer: undefined }) }))).toBe('');
  });
});
