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

/** gRPC ALREADY_EXISTS, as the Admin SDK reports a create() of an existing document. */
const ALREADY_EXISTS = 6;

/**
 * The one way functions send e-mail: a document in `mail` in the Firebase Trigger Email extension's
 * format ({to, message: {subject, text, html}}), which production's extension delivers and the local
 * stack simply keeps. With `once`, the document id is fixed and an e-mail already queued under it is
 * not queued again (a retried or repeated request mails once). Returns the mail document's id.
 */
export async function sendMail(
  mail: MailMessage,
  kind: string,
  { once }: { once?: string } = {},
): Promise<string> {
  const data = {
    to: mail.to,
    message: { subject: mail.subject, text: mail.text, html: mail.html },
    kind,
    createdAt: FieldValue.serverTimestamp(),
  };
  const collection = db().collection(COLLECTIONS.mail);
  if (!once) {
    const ref = await collection.add(data);
    mailQueued(ref.id, kind);
    return ref.id;
  }
  try {
    await collection.doc(once).create(data);
    mailQueued(once, kind);
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
  return once;
}
