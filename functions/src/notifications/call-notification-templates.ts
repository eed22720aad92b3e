// The texts of call notifications. Product copy, not spec texts; the html part escapes every value.
import { PRODUCT_NAME, type CallNotificationKind, type CallRecord } from '@parley/domain';
import { escapeHtml } from '../mail/templates';
import type { MailMessage } from '../mail/send-mail';

const HEADLINES: Record<CallNotificationKind, string> = {
  everyCall: 'Call summary',
  errorLiveAction: 'A live action failed',
  errorUnhappyCustomer: 'An unhappy customer',
  errorRequiredInformation: 'Required information is missing',
  errorHumanFollowup: 'A caller needs a human follow-up',
};

function facts(call: CallRecord): string[] {
  return [
    `Call ${call.id} (${call.type}), ${call.status}, ${String(Math.round(call.durationSeconds))} s`,
    `From ${call.fromNumber || 'unknown'} to ${call.toNumber || 'unknown'}`,
    `Sentiment ${call.sentiment}, reason ${call.reason}`,
    ...(call.summary ? [call.summary] : []),
  ];
}

export function callNotificationMail(to: string, kind: CallNotificationKind, call: CallRecord): MailMessage {
  const subject = `${PRODUCT_NAME}: ${HEADLINES[kind]}`;
  const lines = facts(call);
  return {
    to,
    subject,
    text: `${HEADLINES[kind]}\n\n${lines.join('\n')}`,
    html: `<p><strong>${escapeHtml(HEADLINES[kind])}</strong></p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
  };
}

/** An SMS stays within one or two segments: the headline and the first fact. */
export function callNotificationSms(kind: CallNotificationKind, call: CallRecord): string {
  return `${PRODUCT_NAME}: ${HEADLINES[kind]}. ${facts(call)[0] ?? ''}`;
}
