import { describe, expect, it } from 'vitest';
import { agentSchema, workflowSchema, workflowTemplate } from '@parley/domain';
import { memoryCalendar } from '../calendar/slots';
import { buildSnapshot } from '../core/snapshot';
import { inboundContext, testSnapshot } from '../testing/agent-fixture';
import { drive, recordingModel } from '../testing/drive';
import { fakePorts } from '../testing/fake-ports';

// The fake clock stands at 2026-01-15 15:00 in the agent's timezone (UTC).
const lookup = (action: string, fields: { key: string; value: string }[]) =>
  testSnapshot(
    [
      { id: 'start', type: 'RECEIVE_CALL' },
      {
        id: 'slots',
        type: 'AVAILABILITY',
        config: { label: 'Calendar', action, fields, resultVariable: 'result' },
      },
      { id: 'yes', type: 'SAY_EXACTLY', config: { label: 'Yes', message: 'Free: {{result}}.' } },
      { id: 'no', type: 'SAY_EXACTLY', config: { label: 'No', message: 'Nothing free.' } },
    ],
    [
      ['start', 'slots'],
      ['slots', 'yes', 'available'],
      ['slots', 'no', 'unavailable'],
    ],
    { greeting: '' },
  );
const on = (date: string, time?: string) => [
  { key: 'date', value: date },
  ...(time ? [{ key: 'time', value: time }] : []),
];

describe('an AVAILABILITY step', () => {
  it('finds the free slots of a later day within the business hours', async () => {
    const { reply } = await drive(lookup('find_slots', on('2026-01-16'))).start();
    expect(reply).toMatch(/^Free: 09:00, 09:30, .*, 16:30\.$/);
  });

  it('offers today only the slots still ahead, and a past day none', async () => {
    expect((await drive(lookup('find_slots', on('2026-01-15'))).start()).reply).toBe(
      'Free: 15:30, 16:00, 16:30.',
    );
    expect((await drive(lookup('find_slots', on('2026-01-14'))).start()).reply).toBe('Nothing free.');
  });

  it('books the first free slot, and another conversation then gets the next one', async () => {
    const bookings = new Map();
    const calendar = memoryCalendar({ bookings, conversationId: 'c1' });
    const book = lookup('book_slot', [...on('2026-01-16'), { key: 'title', value: 'Repair' }]);
    const first = drive(book, {}, inboundContext, { ...fakePorts(), calendar });
    expect((await first.start()).reply).toBe('Free: 09:00.');
    const other = memoryCalendar({ bookings, conversationId: 'c2' });
    const second = drive(book, {}, inboundContext, { ...fakePorts(), calendar: other });
    expect((await second.start()).reply).toBe('Free: 09:30.');
    expect([...calendar.bookings.values()].map((each) => [each.time, each.title])).toEqual([
      ['09:00', 'Repair'],
      ['09:30', 'Repair'],
    ]);
  });

  it('takes the unavailable outlet when the asked time is taken or the day is full', async () => {
    const calendar = memoryCalendar({ hours: { open: '09:00', close: '10:00', slotMinutes: 30 } });
    for (const key of ['a', 'b'])
      await calendar.book({ date: '2026-01-16', time: key === 'a' ? '09:00' : '09:30', title: '', key });
    const ports = () => ({ ...fakePorts(), calendar });
    expect(
      (await drive(lookup('book_slot', on('2026-01-16', '09:30')), {}, inboundContext, ports()).start())
        .reply,
    ).toBe('Nothing free.');
    expect(
      (await drive(lookup('find_slots', on('2026-01-16')), {}, inboundContext, ports()).start()).reply,
    ).toBe('Nothing free.');
  });

  it('records a date that is not one as a failed tool and takes the unavailable outlet', async () => {
    const { reply, events } = await drive(lookup('find_slots', on('next tuesday'))).start();
    expect(reply).toBe('Nothing free.');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'tool-result', name: 'AVAILABILITY', ok: false }),
    );
  });

  it('refuses an action it does not know with the fallback line', async () => {
    const { events } = await drive(lookup('create_event', on('2026-01-16'))).start();
    expect(events).toContainEqual(expect.objectContaining({ type: 'failure', reason: 'invalid-step' }));
  });
});

describe('the appointment-booking template', () => {
  it('books the caller’s preferred date in the agent’s calendar and confirms the time', async () => {
    const agent = agentSchema.parse({
      id: 'agent-1',
      uid: 'owner-1',
      orgId: 'org-1',
      name: 'Salon',
      greeting: 'Hello!',
      workflowIds: ['wf-1'],
      workflowSettings: { defaultWorkflowId: 'wf-1' },
    });
    const workflow = workflowSchema.parse({
      id: 'wf-1',
      agentId: agent.id,
      name: 'Booking',
      contentJSON: JSON.stringify(workflowTemplate('appointment-booking')?.content),
    });
    const chat = drive(buildSnapshot(agent, [workflow], null), { llm: recordingModel });
    await chat.start();
    const { reply, events } = await chat.caller('2026-01-20');
    expect(reply).toContain('You are booked for 2026-01-20 at 09:00');
    expect(chat.ports.sms).toEqual([
      { to: '+15555550123', body: 'Your 2026-01-20 is booked for 2026-01-20 at 09:00.' },
    ]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'call-ended', reason: 'end-call-step' }));
    expect(events.filter((event) => event.type === 'failure')).toEqual([]);
  });
});
