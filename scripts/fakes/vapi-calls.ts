// The fake Vapi's calls (issue 34): each call placed on the fake plays out as Vapi would play it. Server
// messages go to the assistant's server.url with its server.headers, in Vapi's order and shapes
// (typed by the official SDK): status-update ringing and in-progress, a conversation-update after each
// line, status-update ended, then the end-of-call-report. The conversation is held by the assistant's
// custom LLM (Parley's runtime) turn by turn, against a simulated caller (vapi-calls-caller.ts) whose
// answers come from the call's variable values. Outbound calls end busy, unanswered, on voicemail or
// failed at configurable rates, drawn from a seed and the call id, so a test's calls are the same
// every run. The clock is simulated too: timestamps advance by the time each line takes to say.
import { createHash } from 'node:crypto';
import type { Vapi } from '@vapi-ai/server-sdk';
import { callerOpening, callerReply, type CallerValues } from './vapi-calls-caller';
import { askModel, type ChatMessage, type SimulatedAssistant } from './vapi-calls-llm';

export type { SimulatedAssistant } from './vapi-calls-llm';

export const SIMULATED_OUTCOMES = ['busy', 'no-answer', 'voicemail', 'failed'] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

type EndedReason = Vapi.ServerMessageEndOfCallReportEndedReason & Vapi.CallEndedReason;

const OUTCOME_REASONS: Record<SimulatedOutcome, EndedReason> = {
  busy: 'customer-busy',
  'no-answer': 'customer-did-not-answer',
  voicemail: 'voicemail',
  failed: 'twilio-failed-to-connect-call',
};

/** What the simulation takes from the fake that placed the call; every part is optional. */
export interface VapiCallSimulationHost {
  /** The share (0 to 1) of outbound calls that end each way; the rest are answered. */
  outcomes?: Partial<Record<SimulatedOutcome, number>>;
  /** Seeds the outcome draw together with the call id. */
  seed?: number;
  /** The caller hangs up after this many of their own lines (default 12). */
  maxTurns?: number;
  /** Told each change of the call, so the fake's GET /call/{id} reads the latest. */
  onCallUpdate?: (call: Vapi.Call) => void;
  /** The recording's URL for a call of `seconds` (default: an unreachable placeholder). */
  recordingUrl?: (callId: string, seconds: number) => string;
}

export interface SimulatedCall {
  call: Vapi.Call;
  endedReason: EndedReason;
  /** The server messages sent, in order, and how many deliveries the server refused or missed. */
  sent: Vapi.ServerMessageMessage[];
  failedDeliveries: number;
}

/** Seconds a line takes to say: about 2.5 words a second, at least one. */
const sayMs = (line: string): number => Math.max(1000, Math.round((line.split(/\s+/).length / 2.5) * 1000));
const PAUSE_MS = 600;
const DEFAULT_MAX_TURNS = 12;
/** What a minute of the fake's calls costs, in USD: Vapi's own fee plus a model and a voice. */
const USD_PER_MINUTE = { vapi: 0.05, model: 0.02, voice: 0.03 };

/** A number in [0, 1) from the seed and the call id. */
function draw(seed: number, callId: string): number {
  const hash = createHash('sha256')
    .update(`${String(seed)}:${callId}`)
    .digest();
  return hash.readUInt32BE(0) / 2 ** 32;
}

/** How an outbound call ends before anyone speaks, or null when it is answered. */
export function drawOutcome(
  call: Pick<Vapi.Call, 'id' | 'type'>,
  outcomes: VapiCallSimulationHost['outcomes'] = {},
  seed = 0,
): SimulatedOutcome | null {
  if (call.type !== 'outboundPhoneCall') return null;
  const value = draw(seed, call.id);
  let bound = 0;
  for (const outcome of SIMULATED_OUTCOMES) {
    bound += Math.max(0, outcomes[outcome] ?? 0);
    if (value < bound) return outcome;
  }
  return null;
}

function headersOf(server: Vapi.Server | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(server?.headers ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value);
  }
  return headers;
}

type ArtifactItem = Vapi.UserMessage | Vapi.BotMessage;

/** One call's run: its clock, its current state and what it sent. */
class CallRun {
  readonly start: number;
  elapsed = 0;
  readonly items: ArtifactItem[] = [];
  readonly sent: Vapi.ServerMessageMessage[] = [];
  failedDeliveries = 0;

  constructor(
    public call: Vapi.Call,
    private readonly assistant: SimulatedAssistant,
    private readonly host: VapiCallSimulationHost,
  ) {
    const created = Date.parse(call.createdAt);
    this.start = Number.isFinite(created) ? created : Date.now();
  }

  now(): number {
    return this.start + this.elapsed;
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  update(fields: Partial<Vapi.Call>): void {
    this.call = { ...this.call, ...fields, updatedAt: this.iso() };
    this.host.onCallUpdate?.(this.call);
  }

  async send(message: Vapi.ServerMessageMessage): Promise<void> {
    this.sent.push(message);
    const url = this.assistant.server?.url;
    if (!url) return;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersOf(this.assistant.server) },
        body: JSON.stringify({ message }),
      });
      await response.arrayBuffer();
      if (!response.ok) this.failedDeliveries += 1;
    } catch {
      this.failedDeliveries += 1;
    }
  }

  async status(status: Vapi.ServerMessageStatusUpdateStatus, endedReason?: EndedReason): Promise<void> {
    this.update({ status, ...(endedReason ? { endedReason } : {}) });
    await this.send({
      type: 'status-update',
      status,
      timestamp: this.now(),
      call: this.call,
      ...(endedReason ? { endedReason } : {}),
    });
  }

  /** Adds a spoken line and sends the conversation so far, as Vapi does after each committed line. */
  async say(role: 'bot' | 'user', message: string): Promise<void> {
    const time = this.now();
    this.elapsed += sayMs(message);
    const secondsFromStart = (time - this.start) / 1000;
    this.items.push({ role, message, time, endTime: this.now(), secondsFromStart });
    this.elapsed += PAUSE_MS;
    await this.send({
      type: 'conversation-update',
      timestamp: this.now(),
      messages: [...this.items],
      messagesOpenAIFormatted: this.chat(),
      call: this.call,
    });
  }

  /** The conversation in OpenAI's format, as the custom LLM receives it. */
  chat(): ChatMessage[] {
    return this.items.map((item) => ({
      role: item.role === 'bot' ? 'assistant' : 'user',
      content: item.message,
    }));
  }

  async end(endedReason: EndedReason, answeredAt: number | null): Promise<void> {
    const seconds = answeredAt === null ? 0 : (this.now() - answeredAt) / 1000;
    const minutes = seconds / 60;
    const costs: Vapi.ServerMessageEndOfCallReportCostsItem[] = [
      { type: 'vapi', subType: 'normal', minutes, cost: minutes * USD_PER_MINUTE.vapi },
    ];
    const cost = minutes * (USD_PER_MINUTE.vapi + USD_PER_MINUTE.model + USD_PER_MINUTE.voice);
    const startedAt = new Date(answeredAt ?? this.now()).toISOString();
    const endedAt = this.iso();
    const recordingUrl =
      seconds > 0
        ? (this.host.recordingUrl?.(this.call.id, seconds) ??
          `https://storage.vapi.local/recordings/${this.call.id}.wav`)
        : undefined;
    const artifact: Vapi.Artifact = {
      messages: [...this.items],
      messagesOpenAIFormatted: this.chat(),
      transcript: this.items
        .map((item) => `${item.role === 'bot' ? 'AI' : 'User'}: ${item.message}`)
        .join('\n'),
      ...(recordingUrl ? { recordingUrl } : {}),
    };
    this.update({ status: 'ended', endedReason, startedAt, endedAt, cost, artifact });
    await this.status('ended', endedReason);
    // Vapi posts the report once its post-processing is done, a moment after the end.
    this.elapsed += 1000;
    await this.send({
      type: 'end-of-call-report',
      timestamp: this.now(),
      endedReason,
      cost,
      costs,
      startedAt,
      endedAt,
      artifact,
      analysis: {},
      call: this.call,
    });
  }
}

/** The assistant's turns against the simulated caller, until someone ends the call. */
async function converse(run: CallRun, assistant: SimulatedAssistant, maxTurns: number): Promise<EndedReason> {
  const values: CallerValues = run.call.assistantOverrides?.variableValues ?? {};
  const modelTurn = async (): Promise<EndedReason | null> => {
    const turn = await askModel(assistant, run.call, [{ role: 'system', content: '' }, ...run.chat()]);
    if (turn.content) await run.say('bot', turn.content);
    if (turn.tools.includes('endCall')) return 'assistant-ended-call';
    if (turn.tools.includes('transferCall')) return 'assistant-forwarded-call';
    return null;
  };
  const mode = assistant.firstMessageMode ?? 'assistant-speaks-first';
  if (mode === 'assistant-waits-for-user') {
    await run.say('user', callerOpening(values));
  } else if (mode === 'assistant-speaks-first' && assistant.firstMessage) {
    await run.say('bot', assistant.firstMessage);
  } else {
    const ended = await modelTurn();
    if (ended) return ended;
  }
  for (let turn = 0; turn < maxTurns; turn += 1) {
    const last = run.items.at(-1);
    if (last?.role === 'bot') {
      const reply = callerReply(last.message, values, turn);
      if (reply === null) return 'customer-ended-call';
      await run.say('user', reply);
    }
    const ended = await modelTurn();
    if (ended) return ended;
  }
  return 'customer-ended-call';
}

/**
 * Plays one call to its end and resolves what happened; it does not reject on the custom LLM's or the
 * server's failures (the fake does not await it): a custom LLM that fails ends the call as Vapi ends
 * it, with a pipeline error.
 */
export async function simulateVapiCall({
  call,
  assistant,
  fake = {},
}: {
  call: Vapi.Call;
  assistant: SimulatedAssistant;
  fake?: VapiCallSimulationHost;
}): Promise<SimulatedCall> {
  const run = new CallRun(call, assistant, fake);
  const outcome = drawOutcome(call, fake.outcomes, fake.seed);
  let endedReason: EndedReason;
  let answeredAt: number | null = null;
  try {
    if (outcome === 'failed') {
      await run.status('queued');
      endedReason = OUTCOME_REASONS.failed;
    } else {
      if (call.type !== 'webCall') await run.status('ringing');
      run.elapsed += 2000;
      if (outcome === 'busy' || outcome === 'no-answer') {
        endedReason = OUTCOME_REASONS[outcome];
      } else {
        answeredAt = run.now();
        await run.status('in-progress');
        if (outcome === 'voicemail') {
          run.elapsed += 4000;
          endedReason = OUTCOME_REASONS.voicemail;
        } else {
          endedReason = await converse(run, assistant, fake.maxTurns ?? DEFAULT_MAX_TURNS);
        }
      }
    }
  } catch {
    // The custom LLM refused, was unreachable or answered something that is not a stream.
    endedReason = 'pipeline-error-custom-llm-llm-failed';
  }
  await run.end(endedReason, answeredAt);
  return { call: run.call, endedReason, sent: run.sent, failedDeliveries: run.failedDeliveries };
}
