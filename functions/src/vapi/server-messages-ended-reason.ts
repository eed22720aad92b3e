// How Vapi's `endedReason` (about 600 values, `Vapi.ServerMessageEndOfCallReportEndedReason`) becomes one
// of the spec's final call statuses. The reasons that mean an ordinary end, a busy line, no answer or a
// cancellation are listed; every other reason is an error of some part of the pipeline (Vapi names
// them `pipeline-error-*`, `call.start.error-*`, `*-failed-*`, ...), so an unlisted reason — including
// one Vapi adds later — counts as failed. docs/vapi-messages.md lists the mapping.
import type { CallStatus } from '@parley/domain';
import type { Vapi } from '@vapi-ai/server-sdk';

type EndedReason = Vapi.ServerMessageEndOfCallReportEndedReason;
type FinalStatus = Extract<CallStatus, 'completed' | 'busy' | 'no-answer' | 'canceled'>;

const LISTED: Partial<Record<EndedReason, FinalStatus>> = {
  'assistant-ended-call': 'completed',
  'assistant-ended-call-after-message-spoken': 'completed',
  'assistant-ended-call-with-hangup-task': 'completed',
  'assistant-said-end-call-phrase': 'completed',
  'assistant-forwarded-call': 'completed',
  'customer-ended-call': 'completed',
  'customer-ended-call-before-warm-transfer': 'completed',
  'customer-ended-call-after-warm-transfer-attempt': 'completed',
  'customer-ended-call-during-transfer': 'completed',
  'exceeded-max-duration': 'completed',
  'silence-timed-out': 'completed',
  'call.ringing.hook-executed-say': 'completed',
  'call.ringing.hook-executed-transfer': 'completed',
  'call.ending.hook-executed-say': 'completed',
  'call.ending.hook-executed-transfer': 'completed',
  'call.in-progress.twilio-completed-call': 'completed',
  'call.in-progress.sip-completed-call': 'completed',
  'vonage-completed': 'completed',
  'customer-busy': 'busy',
  'call.forwarding.operator-busy': 'busy',
  'customer-did-not-answer': 'no-answer',
  'call.forwarding.no-answer': 'no-answer',
  // An answering machine picked up: nobody answered in person.
  voicemail: 'no-answer',
  'call.ringing.sip-inbound-caller-hungup-before-call-connect': 'canceled',
  'manually-canceled': 'canceled',
  'scheduled-call-deleted': 'canceled',
  'call-deleted': 'canceled',
};

/** The reasons that mean the call was handed to a person or another number. */
const TRANSFERRED: ReadonlySet<string> = new Set<EndedReason>([
  'assistant-forwarded-call',
  'customer-ended-call-during-transfer',
  'customer-ended-call-after-warm-transfer-attempt',
]);

/** The final call status an ended reason means: listed, else failed. */
export function statusOfEndedReason(reason: string): CallStatus {
  return (LISTED as Partial<Record<string, FinalStatus>>)[reason] ?? 'failed';
}

export const endedByTransfer = (reason: string): boolean => TRANSFERRED.has(reason);
