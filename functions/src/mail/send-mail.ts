import { COLLECTIONS } from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';
import { mailQueued } from '../lib/logs';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The one way functions send e-mail: a document in `mail` in the Firebase Trigger Email extension's
 * format ({to, message: {subject, text, html}}), which production's extension delivers and the local
 * stack simply keeps. Returns the mail document's id.
 */
export async function sendMail(mail: MailMessage, kind: string): Promise<string> {
  const ref = await db()
    .collection(COLLECTIONS.mail)
    .add({
      to: mail.to,
      message: { subject: mail.subject, text: mail.text, html: mail.html },
      kind,
      createdAt: FieldValue.serverTimestamp(),
    });
  mailQueued(ref.id, kind);
  return ref.id;
}
