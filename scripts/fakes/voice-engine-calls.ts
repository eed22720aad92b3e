// Realistic calls for the fake voice engine: each call is the list of signed events the real engine
// posts to /voice-engine/webhooks/call-events (docs/calls.md) — ringing, answered, transcript turns
// with every transcript event type, variables, then the end with duration, cost, sentiment, reason and
// a recording. The signature is computed here on the engine's side of the protocol, independently of
// the functions' verifier, so the tests exercise the documented scheme rather than shared code.
import { createHmac, randomUUID } from 'node:crypto';

/** The header carrying the signature (CALL_EVENT_SIGNATURE_HEADER in @parley/domain). */
const SIGNATURE_HEADER = 'x-parley-signature';

export type FakeCallType = 'inboundPhoneCall' | 'outboundPhoneCall' | 'webCall';

export interface FakeCallInput {
  agentId: string;
  type?: FakeCallType;
  /** Picks the script; the same seed gives the same call. */
  seed?: number;
  startedAt?: number;
  /**
   * Where the call's recording is served: `<base>/<callId>.wav?seconds=<duration>` (the fake engine's
   * own /recordings, so the call detail plays it). Without it, an unreachable placeholder URL.
   */
  recordingBaseUrl?: string;
}

type Json = Record<string, unknown>;

interface Script {
  reason: string;
  sentiment: string;
  status: string;
  caller: string[];
  agent: string[];
  variables: Json;
  transferred: boolean;
}

const SCRIPTS: readonly Script[] = [
  {
    reason: 'Appointment Booking',
    sentiment: 'Positive',
    status: 'completed',
    caller: ['Hi, I would like to book a cleaning next week.', 'Tuesday morning works, thanks!'],
    agent: [
      'Thanks for calling, how can I help?',
      'I have Tuesday at 9:30 — shall I book it?',
      'Booked. See you then!',
    ],
    variables: { name: 'Sam Lee', appointment: 'Tuesday 09:30' },
    transferred: false,
  },
  {
    reason: 'Complaint',
    sentiment: 'Negative',
    status: 'completed',
    caller: ['My order arrived broken and nobody called me back.', 'I want to speak to a person.'],
    agent: ['I am sorry to hear that. May I have your order number?', 'Let me transfer you to our team.'],
    variables: { orderNumber: 'A-1042', requiredInformationMissing: true },
    transferred: true,
  },
  {
    reason: 'General Information',
    sentiment: 'Neutral',
    status: 'completed',
    caller: ['What are your opening hours on Saturday?'],
    agent: ['Hello! How can I help today?', 'We are open 9 to 1 on Saturdays.'],
    variables: {},
    transferred: false,
  },
  {
    reason: 'Billing',
    sentiment: 'Positive',
    status: 'completed',
    caller: ['I was charged twice this month.', 'Great, thank you.'],
    agent: ['Let me look at your account.', 'I see the duplicate; the refund is on its way.'],
    variables: { refund: true },
    transferred: false,
  },
  {
    reason: 'N/A',
    sentiment: 'Unsure',
    status: 'no-answer',
    caller: [],
    agent: [],
    variables: {},
    transferred: false,
  },
];

const number = (seed: number): string => `+1415555${String(1000 + (seed % 9000)).padStart(4, '0')}`;

/** The events of one call, in the order the engine sends them (seq 0, 1, ...). */
export function fakeCallEvents(input: FakeCallInput): Json[] {
  const seed = input.seed ?? Math.floor(Math.random() * 1_000_000);
  const script = SCRIPTS[seed % SCRIPTS.length] ?? SCRIPTS[0];
  if (!script) return [];
  const type = input.type ?? (seed % 3 === 0 ? 'outboundPhoneCall' : 'inboundPhoneCall');
  const callId = `fake-call-${randomUUID()}`;
  const ours = '+14155550100';
  const theirs = number(seed);
  const base = { callId, agentId: input.agentId, type, startedAt: input.startedAt ?? Date.now() };
  let seq = 0;
  const event = (fields: Json): Json => ({ eventId: randomUUID(), seq: seq++, ...base, ...fields });
  const numbers =
    type === 'outboundPhoneCall'
      ? { fromNumber: ours, toNumber: theirs }
      : { fromNumber: theirs, toNumber: ours };
  const events = [event({ status: 'ringing', ...numbers })];
  if (script.status !== 'completed') {
    return [...events, event({ status: script.status, durationSeconds: 0, costCents: 0 })];
  }
  const lines: Json[] = [];
  let at = 0;
  const line = (kind: string, content: string, data: Json = {}) => {
    lines.push({ index: lines.length, type: kind, content, at, data });
    at += 2 + (content.length % 7);
  };
  line('assistant', script.agent[0] ?? 'Hello!');
  script.caller.forEach((said, index) => {
    line('user', said);
    line('endpointing_result', 'End of turn', { confidence: 0.92 });
    if (index === 0) {
      line('kb_retrieval', 'Searched the knowledge base', {
        passages: ['Opening hours: Mon–Fri 8–6, Sat 9–1.'],
      });
      line('workflow_triggered', 'Main workflow', { node: 'intent' });
      line('state_transition', 'intent → answer', { from: 'intent', to: 'answer' });
    }
    line('response_type', 'llm', { latencyMs: 640 });
    line('assistant', script.agent[index + 1] ?? 'Anything else?');
  });
  line('interruption', 'Caller spoke over the agent', {});
  line('action', script.transferred ? 'Transfer to team' : 'Send confirmation SMS', {});
  line('tts_failover', 'Switched to the backup voice', { from: 'primary', to: 'backup' });
  line('stored_variables', 'Stored variables', script.variables);
  const half = Math.ceil(lines.length / 2);
  const durationSeconds = at + 5;
  return [
    ...events,
    event({ status: 'in-progress', transcript: lines.slice(0, half) }),
    event({ transcript: lines.slice(half), variables: script.variables }),
    event({
      status: 'completed',
      durationSeconds,
      costCents: Math.ceil(durationSeconds / 6),
      sentiment: script.sentiment,
      reason: script.reason,
      transferred: script.transferred,
      summary: `${script.reason}: ${script.caller[0] ?? ''}`,
      recordingUrl: `${input.recordingBaseUrl ?? 'https://recordings.parley.local'}/${callId}.wav?seconds=${String(durationSeconds)}`,
    }),
  ];
}

/** Posts one event to `url`, signed as the engine signs (t=<seconds>,v1=<HMAC-SHA256 of "t.body">). */
export async function postSignedEvent(url: string, secret: string, event: Json): Promise<number> {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret)
    .update(`${String(timestamp)}.${body}`)
    .digest('hex');
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: `t=${String(timestamp)},v1=${signature}`,
    },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Posts a whole call's events in order; resolves its call id, or throws on a refused event. */
export async function playFakeCall(url: string, secret: string, input: FakeCallInput): Promise<string> {
  const events = fakeCallEvents(input);
  for (const event of events) {
    const status = await postSignedEvent(url, secret, event);
    if (status !== 200) throw new Error(`The call-events webhook answered ${String(status)}`);
  }
  const callId = events[0]?.callId;
  return typeof callId === 'string' ? callId : '';
}
