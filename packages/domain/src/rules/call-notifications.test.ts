import { describe, expect, it } from 'vitest';
import { notificationSettingsSchema } from '../schemas/agent-settings';
import { callRecordSchema } from '../schemas/call-record';
import { callNotifications } from './call-notifications';

const call = (overrides: Record<string, unknown> = {}) =>
  callRecordSchema.parse({
    id: 'c1',
    agentId: 'a1',
    type: 'inboundPhoneCall',
    status: 'completed',
    createdAt: 0,
    ...overrides,
  });

const settings = (overrides: Record<string, unknown>) =>
  notificationSettingsSchema.parse({ errorSMS: '+15550001', errorEmail: 'ops@example.com', ...overrides });

describe('callNotifications', () => {
  it('sends nothing with every flag off', () => {
    expect(callNotifications(call({ sentiment: 'Negative', status: 'failed' }), settings({}))).toEqual([]);
  });

  it('sends the post-call summary on the channels every-call is on for', () => {
    expect(callNotifications(call(), settings({ everyCall: { email: true, sms: true } }))).toEqual([
      { kind: 'everyCall', channel: 'sms', to: '+15550001' },
      { kind: 'everyCall', channel: 'email', to: 'ops@example.com' },
    ]);
  });

  it('sends each error event only when it happened and its flag is on', () => {
    const allOn = settings({
      errorLiveAction: { email: true },
      errorUnhappyCustomer: { sms: true },
      errorRequiredInformation: { email: true },
      errorHumanFollowup: { sms: true },
    });
    expect(callNotifications(call(), allOn)).toEqual([]);
    const troubled = call({
      sentiment: 'Negative',
      transferred: true,
      variables: { requiredInformationMissing: true },
      transcript: [{ index: 0, type: 'action', content: 'Book', data: { error: 'timeout' } }],
    });
    expect(callNotifications(troubled, allOn).map(({ kind, channel }) => `${kind}:${channel}`)).toEqual([
      'errorLiveAction:email',
      'errorUnhappyCustomer:sms',
      'errorRequiredInformation:email',
      'errorHumanFollowup:sms',
    ]);
  });

  it('skips a channel without an address', () => {
    expect(callNotifications(call(), settings({ errorSMS: '', everyCall: { sms: true } }))).toEqual([]);
  });
});
