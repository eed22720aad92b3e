// Which notifications an ended call sends, per the agent's notification settings (docs/calls.md):
// every call (the post-call summary), and the error events — a failed live action, an unhappy
// customer, required information missing, a human follow-up — each by SMS to errorSMS and/or e-mail
// to errorEmail as its flags say.
import type { NotificationSettings } from '../schemas/agent-settings';
import type { CallRecord } from '../schemas/call-record';

export const CALL_NOTIFICATION_KINDS = [
  'everyCall',
  'errorLiveAction',
  'errorUnhappyCustomer',
  'errorRequiredInformation',
  'errorHumanFollowup',
] as const;
export type CallNotificationKind = (typeof CALL_NOTIFICATION_KINDS)[number];

/** The extracted variable the engine sets when the workflow's required information was not collected. */
export const REQUIRED_INFORMATION_MISSING_VARIABLE = 'requiredInformationMissing';

const actionFailed = (call: CallRecord): boolean =>
  call.transcript.some((line) => line.type === 'action' && line.data.error !== undefined);

/** Whether each kind of event happened on the call. */
export function callNotificationEvents(call: CallRecord): Record<CallNotificationKind, boolean> {
  return {
    everyCall: true,
    errorLiveAction: call.status === 'failed' || actionFailed(call),
    errorUnhappyCustomer: call.sentiment === 'Negative',
    errorRequiredInformation: call.variables[REQUIRED_INFORMATION_MISSING_VARIABLE] === true,
    errorHumanFollowup: call.transferred || call.reason === 'Transfer Request',
  };
}

export interface CallNotification {
  kind: CallNotificationKind;
  channel: 'sms' | 'email';
  to: string;
}

/** The notifications to send for an ended call: each event that happened, on each channel it is on for. */
export function callNotifications(call: CallRecord, settings: NotificationSettings): CallNotification[] {
  const events = callNotificationEvents(call);
  return CALL_NOTIFICATION_KINDS.filter((kind) => events[kind]).flatMap((kind): CallNotification[] => {
    const flags = settings[kind];
    return [
      ...(flags.sms && settings.errorSMS ? [{ kind, channel: 'sms' as const, to: settings.errorSMS }] : []),
      ...(flags.email && settings.errorEmail
        ? [{ kind, channel: 'email' as const, to: settings.errorEmail }]
        : []),
    ];
  });
}
