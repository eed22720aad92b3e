import { describe, expect, it } from 'vitest';
import { MSG_OPT_OUT_CONFIRMATION } from '@parley/domain';
import { inboundContext, testSnapshot } from '../testing/agent-fixture';
import { drive, recordingModel } from '../testing/drive';
import { transcriptEvents } from './transcript';

// A campaign's reminder: it asks whether the appointment still suits, then says goodbye.
const reminder = testSnapshot(
  [
    { id: 'start', type: 'OUTBOUND_CALL' },
    {
      id: 'ask',
      type: 'QUESTION',
      config: {
        label: 'Still suits?',
        question: 'Does tomorrow at ten still suit you?',
        variable: { name: 'answer', type: 'text' },
      },
    },
    { id: 'end', type: 'END_CALL', config: { label: 'Bye', message: 'Thanks, goodbye.' } },
  ],
  [
    ['start', 'ask'],
    ['ask', 'end'],
  ],
  { greeting: '' },
);
const campaignCall = { ...inboundContext, callType: 'outboundPhoneCall' as const };

describe('an opt-out heard in an outbound call', () => {
  it('confirms, lists the number on the do-not-call list and ends the call as opted out', async () => {
    const chat = drive(reminder, { llm: recordingModel }, campaignCall);
    expect((await chat.start()).reply).toBe('Does tomorrow at ten still suit you?');
    const { reply, events, state } = await chat.caller('No. Please STOP calling me!');
    expect(reply).toBe(MSG_OPT_OUT_CONFIRMATION);
    expect(chat.ports.doNotCall.listed).toEqual(['+15555550123']);
    expect(state.status).toBe('ended');
    expect(state.endedReason).toBe('opted-out');
    expect(chat.ports.llmRequests).toHaveLength(0);
    expect(events).toContainEqual({ type: 'call-ended', reason: 'opted-out' });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'tool-result',
        name: 'DO_NOT_CALL',
        ok: true,
        response: { listed: true },
      }),
    );
    expect(transcriptEvents(events, { at: 0, firstIndex: 0 })).toContainEqual(
      expect.objectContaining({ type: 'action', content: 'end_call', data: { reason: 'opted-out' } }),
    );
  });

  it('still ends the call when the list cannot be written, recording the failure for the owner', async () => {
    const chat = drive(reminder, { llm: recordingModel }, campaignCall);
    chat.ports.doNotCall.add = () => Promise.reject(new Error('down'));
    await chat.start();
    const { reply, events, state } = await chat.caller('Take me off your list.');
    expect(reply).toBe(MSG_OPT_OUT_CONFIRMATION);
    expect(state.endedReason).toBe('opted-out');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'tool-result', name: 'DO_NOT_CALL', ok: false }),
    );
  });

  it('is an ordinary answer on an inbound call', async () => {
    const chat = drive(reminder, { llm: recordingModel });
    await chat.start();
    const { reply, state } = await chat.caller('Please stop calling me');
    expect(reply).toBe('Thanks, goodbye.');
    expect(state.endedReason).toBe('end-call-step');
    expect(chat.ports.doNotCall.listed).toEqual([]);
  });
});
