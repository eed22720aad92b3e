// The agent's own calendar against the emulator: a slot is booked once, whoever races for it; a
// conversation's retried step gets its first booking back; agents do not see each other's bookings.
import { randomUUID } from 'node:crypto';
import { COLLECTIONS } from '@parley/domain';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminApp } from '@parley/scripts/testing';
import { firestoreCalendar } from './calendar-store';

const owner = (agentId: string, conversationId: string = randomUUID()) => ({
  orgId: 'org-cal',
  agentId,
  conversationId,
});
const bookingsOf = async (agentId: string) =>
  (
    await getFirestore(adminApp())
      .collection(COLLECTIONS.calendarBookings)
      .where('agentId', '==', agentId)
      .get()
  ).docs;

describe('the agent calendar', () => {
  it('takes a booked slot out of the free ones, for this agent only', async () => {
    const agentId = randomUUID();
    const calendar = firestoreCalendar(owner(agentId));
    expect(await calendar.book({ date: '2030-03-04', time: '10:00', title: 'Cut', key: 'book' })).toEqual({
      date: '2030-03-04',
      time: '10:00',
    });
    const free = await calendar.freeSlots('2030-03-04');
    expect(free).not.toContain('10:00');
    expect(free).toContain('10:30');
    expect(await firestoreCalendar(owner(randomUUID())).freeSlots('2030-03-04')).toContain('10:00');
  });

  it('books a slot once when two conversations race for it', async () => {
    const agentId = randomUUID();
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        firestoreCalendar(owner(agentId, `c${String(n)}`)).book({
          date: '2030-03-05',
          time: '09:00',
          title: 'Cut',
          key: 'book',
        }),
      ),
    );
    expect(results.filter((result) => result !== null)).toEqual([{ date: '2030-03-05', time: '09:00' }]);
    expect(await bookingsOf(agentId)).toHaveLength(1);
  });

  it('answers a conversation’s retried step with its first booking and books nothing more', async () => {
    const agentId = randomUUID();
    const calendar = firestoreCalendar(owner(agentId, 'conversation-1'));
    await calendar.book({ date: '2030-03-06', time: '11:00', title: 'Cut', key: 'book' });
    expect(await calendar.book({ date: '2030-03-06', time: '11:30', title: 'Cut', key: 'book' })).toEqual({
      date: '2030-03-06',
      time: '11:00',
    });
    expect(await bookingsOf(agentId)).toHaveLength(1);
  });

  it('refuses a time that is not one of the day’s slots', async () => {
    const calendar = firestoreCalendar(owner(randomUUID()));
    expect(await calendar.book({ date: '2030-03-07', time: '03:00', title: 'Cut', key: 'book' })).toBeNull();
  });
});
