// Parley's own calendar of each agent in Firestore (t_calendar_bookings, server-only): one document per
// booked slot, its id made of the agent, the date and the time, so two conversations can never book the
// same slot (the second create fails inside its transaction). A conversation's booking is found again
// by its conversation and step, so a retried or regenerated turn books once. docs/runtime.md, "Calendar".
import { COLLECTIONS } from '@parley/domain';
import { daySlots, DEFAULT_BUSINESS_HOURS, type CalendarPort } from '@parley/runtime';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';

const bookings = () => db().collection(COLLECTIONS.calendarBookings);

export interface CalendarOwner {
  orgId: string;
  agentId: string;
  /** The conversation booking through this port: its bookings are idempotent per step. */
  conversationId: string;
}

/** The calendar of `owner.agentId`, as one conversation sees it. */
export function firestoreCalendar(owner: CalendarOwner): CalendarPort {
  const ofAgent = () => bookings().where('orgId', '==', owner.orgId).where('agentId', '==', owner.agentId);
  return {
    async freeSlots(date) {
      const taken = await ofAgent().where('date', '==', date).get();
      const times = new Set(taken.docs.map((doc) => String(doc.get('time'))));
      return daySlots(DEFAULT_BUSINESS_HOURS).filter((slot) => !times.has(slot));
    },
    async book({ date, time, title, key }) {
      if (!daySlots(DEFAULT_BUSINESS_HOURS).includes(time)) return null;
      const slot = bookings().doc(`${owner.agentId}_${date}_${time.replace(':', '')}`);
      const mine = ofAgent()
        .where('conversationId', '==', owner.conversationId)
        .where('stepKey', '==', key)
        .limit(1);
      return db().runTransaction(async (tx) => {
        const earlier = await tx.get(mine);
        const first = earlier.docs[0];
        if (first) return { date: String(first.get('date')), time: String(first.get('time')) };
        if ((await tx.get(slot)).exists) return null;
        tx.create(slot, {
          orgId: owner.orgId,
          agentId: owner.agentId,
          date,
          time,
          title: title.slice(0, 200),
          conversationId: owner.conversationId,
          stepKey: key,
          createdAt: FieldValue.serverTimestamp(),
        });
        return { date, time };
      });
    },
  };
}
