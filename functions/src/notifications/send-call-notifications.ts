// Sends an ended call's notifications (rules/call-notifications.ts) per its agent's settings, each
// once: a marker per call, kind and channel in t_processed_events is created before sending, so a
// repeated end sends nothing twice. A failed send clears its marker and throws, so the engine's retry
// of the event sends it again.
import { callNotifications, COLLECTIONS, type CallNotification, type CallRecord } from '@parley/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { readAgent } from '../lib/collections';
import { sendMail } from '../mail/send-mail';
import { callNotificationMail, callNotificationSms } from './call-notification-templates';
import { sendSms } from './send-sms';

const MARKER_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;
const ALREADY_EXISTS = 6;

const markerId = (call: CallRecord, notification: CallNotification): string =>
  `notify_${call.id}_${notification.kind}_${notification.channel}`;

async function claim(db: Firestore, id: string): Promise<boolean> {
  try {
    await db
      .collection(COLLECTIONS.processedEvents)
      .doc(id)
      .create({ kind: 'call-notification', expireAt: Timestamp.fromMillis(Date.now() + MARKER_MEMORY_MS) });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

async function deliver(call: CallRecord, notification: CallNotification, id: string): Promise<void> {
  if (notification.channel === 'email') {
    await sendMail(
      callNotificationMail(notification.to, notification.kind, call),
      `call-${notification.kind}`,
      {
        once: id,
      },
    );
  } else {
    await sendSms(notification.to, callNotificationSms(notification.kind, call));
  }
}

/** Sends what the call's agent asked for; resolves the notifications sent now. */
export async function sendCallNotifications(db: Firestore, call: CallRecord): Promise<CallNotification[]> {
  const agent = await readAgent(call.agentId);
  if (!agent) return [];
  const sent: CallNotification[] = [];
  for (const notification of callNotifications(call, agent.notificationsSettings)) {
    const id = markerId(call, notification);
    if (!(await claim(db, id))) continue;
    try {
      await deliver(call, notification, id);
      sent.push(notification);
    } catch (error) {
      await db.collection(COLLECTIONS.processedEvents).doc(id).delete();
      throw error;
    }
  }
  return sent;
}
