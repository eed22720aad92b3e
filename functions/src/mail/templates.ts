// The e-mails the slice sends. Texts are product copy, not spec texts; every interpolated value is
// HTML-escaped in the html part.
import { PRODUCT_NAME } from '@parley/domain';
import type { MailMessage } from './send-mail';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The welcome e-mail a new user gets. */
export function welcomeMail(to: string, userName: string): MailMessage {
  const subject = `Welcome to ${PRODUCT_NAME}, ${userName}!`;
  const text = `Hi ${userName},\n\nWelcome to ${PRODUCT_NAME}. Create your first AI phone agent, pick a voice and give it a number: it can answer calls in minutes.\n\nThe ${PRODUCT_NAME} team`;
  const html = `<p>Hi ${escapeHtml(userName)},</p><p>Welcome to ${PRODUCT_NAME}. Create your first AI phone agent, pick a voice and give it a number: it can answer calls in minutes.</p><p>The ${PRODUCT_NAME} team</p>`;
  return { to, subject, text, html };
}

/** The private invite: a link to the web's accept-invite page carrying the token. */
export function inviteMail(input: {
  to: string;
  orgName: string;
  role: string;
  inviterName: string;
  link: string;
}): MailMessage {
  const { to, orgName, role, inviterName, link } = input;
  const subject = `${inviterName} invited you to ${orgName} on ${PRODUCT_NAME}`;
  const text = `${inviterName} invited you to join ${orgName} on ${PRODUCT_NAME} as ${role}.\n\nAccept the invite: ${link}\n\nThe link works for 7 days.`;
  const html = `<p>${escapeHtml(inviterName)} invited you to join <strong>${escapeHtml(orgName)}</strong> on ${PRODUCT_NAME} as ${escapeHtml(role)}.</p><p><a href="${escapeHtml(link)}">Accept the invite</a></p><p>The link works for 7 days.</p>`;
  return { to, subject, text, html };
}

/** The web app's origin, for links in e-mails (APP_BASE_URL; the Vite dev server locally). */
export function appBaseUrl(): string {
  return (process.env.APP_BASE_URL ?? 'http://127.0.0.1:5173').replace(/\/+$/, '');
}
