import { describe, expect, it } from 'vitest';
import { agentSchema } from '@parley/domain';
import { inboundContext, testSnapshot } from '../testing/agent-fixture';
import { drive } from '../testing/drive';

const FALLBACK = agentSchema.parse({ id: 'a', uid: 'u', orgId: 'o', name: 'x' }).generalSettings
  .fallbackMessage;

// The appointment template's ending: a confirmation, an SMS to the caller, goodbye.
const confirmation = (type: 'SEND_SMS' | 'SEND_EMAIL', withFailureEdge = false) =>
  testSnapshot(
    [
      { id: 'start', type: 'RECEIVE_CALL' },
      { id: 'booked', type: 'SAY_EXACTLY', config: { label: 'Booked', message: 'You are booked.' } },
      type === 'SEND_SMS'
        ? {
            id: 'send',
            type,
            config: { label: 'Confirm', to: '{{caller_number}}', message: 'Booked at {{booked_time}}.' },
          }
        : {
            id: 'send',
            type,
            config: { label: 'Confirm', to: '{{caller_email}}', subject: 'Booked', body: 'See you.' },
          },
      { id: 'bye', type: 'END_CALL', config: { label: 'Bye', message: 'Goodbye.' } },
      { id: 'sorry', type: 'SAY_EXACTLY', config: { label: 'Sorry', message: 'No text today.' } },
    ],
    [
      ['start', 'booked'],
      ['booked', 'send'],
      ['send', 'bye'],
      ...(withFailureEdge ? ([['send', 'sorry', 'failure']] as const) : []),
    ],
    { greeting: '' },
  );

const testChat = { ...inboundContext, callType: 'webCall' as const, customerNumber: '' };
const phoneWithoutNumber = { ...inboundContext, customerNumber: '' };

describe('a message whose recipient fills to empty', () => {
  it('is recorded as not sent in Test chat and the walk goes on along its normal edge', async () => {
    const chat = drive(confirmation('SEND_SMS'), {}, testChat);
    const { reply, events, state } = await chat.start();
    expect(reply).toBe('You are booked. Goodbye.');
    expect(chat.ports.sms).toEqual([]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'tool-result',
        name: 'SEND_SMS',
        ok: false,
        response: { sent: false },
        error: 'No recipient: caller_number is empty in Test chat',
      }),
    );
    expect(events.some((event) => event.type === 'failure')).toBe(false);
    expect(state.path).toEqual(['start', 'booked', 'send', 'bye']);
  });

  it('is not sent in Test chat for an e-mail either', async () => {
    const chat = drive(confirmation('SEND_EMAIL'), {}, testChat);
    const { reply, events } = await chat.start();
    expect(reply).toBe('You are booked. Goodbye.');
    expect(chat.ports.emails).toEqual([]);
    expect(events).toContainEqual(
      expect.objectContaining({ error: 'No recipient: caller_email is empty in Test chat' }),
    );
  });

  it('is a failure on a phone call: the fallback line without a failure edge', async () => {
    const chat = drive(confirmation('SEND_SMS'), {}, phoneWithoutNumber);
    const { reply, events } = await chat.start();
    expect(reply).toBe(`You are booked. ${FALLBACK}`);
    expect(chat.ports.sms).toEqual([]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'failure',
        reason: 'tool',
        detail: 'SEND_SMS: No recipient: caller_number is empty',
      }),
    );
  });

  it('takes the failure edge on a phone call when the workflow draws one', async () => {
    const chat = drive(confirmation('SEND_SMS', true), {}, phoneWithoutNumber);
    expect((await chat.start()).reply).toBe('You are booked. No text today.');
  });

  it('is sent as usual when the recipient is known', async () => {
    const chat = drive(confirmation('SEND_SMS'), {}, { ...testChat, customerNumber: '+15555550123' });
    await chat.start();
    expect(chat.ports.sms).toEqual([{ to: '+15555550123', body: 'Booked at .' }]);
  });
});
