// The fake Vapi's simulated calls against a tiny in-test custom LLM and server URL: one local server
// that answers chat completions as a streaming OpenAI endpoint and records every server message.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Vapi } from '@vapi-ai/server-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerReply, fieldAskedFor } from './vapi-calls-caller';
import { drawOutcome, simulateVapiCall, type SimulatedAssistant } from './vapi-calls';

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    message?: Vapi.ServerMessageMessage;
    messages?: { role: string; content: string }[];
    call?: Vapi.Call;
  };
}

let seen: Seen[] = [];
let base = '';
let failModel = false;
let close: () => Promise<void>;

/** The stub agent: asks for a first name, then an email, then says goodbye and ends the call. */
function reply(messages: { role: string; content: string }[]): { text: string; tool?: string } {
  const callerLines = messages.filter((message) => message.role === 'user').length;
  if (callerLines === 0) return { text: 'Hello from Acme! What is your first name?' };
  if (callerLines === 1) return { text: 'Thanks. And what is your email?' };
  return { text: 'All set. Goodbye!', tool: 'endCall' };
}

function sse(text: string, tool?: string): string {
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const words = text.split(' ').map((word, index) => chunk({ content: index ? ` ${word}` : word }));
  const tools = tool
    ? [
        chunk({
          tool_calls: [{ index: 0, id: 't1', type: 'function', function: { name: tool, arguments: '{}' } }],
        }),
      ]
    : [];
  return [...words, ...tools, chunk({}, tool ? 'tool_calls' : 'stop'), 'data: [DONE]\n\n'].join('');
}

beforeAll(async () => {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Seen['body'];
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.url === '/agents/a1/chat/completions') {
        if (failModel) return void res.writeHead(503).end('{"error":{"message":"down"}}');
        const { text, tool } = reply(body.messages ?? []);
        return void res.writeHead(200, { 'content-type': 'text/event-stream' }).end(sse(text, tool));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  close = () =>
    new Promise((resolve) => {
      server.close(() => {
        resolve();
      });
    });
});
afterAll(() => close());
beforeEach(() => {
  seen = [];
  failModel = false;
});

const assistant = (): SimulatedAssistant => ({
  firstMessage: 'Hello from Acme!',
  firstMessageMode: 'assistant-speaks-first-with-model-generated-message',
  model: { provider: 'custom-llm', url: `${base}/agents/a1`, model: 'parley' },
  credentials: [{ provider: 'custom-llm', apiKey: 'prt_runtime' }],
  server: { url: `${base}/messages`, headers: { 'x-vapi-secret': 'local-vapi-secret' } },
});

const outboundCall = (id: string, variableValues: Record<string, unknown> = {}): Vapi.Call => ({
  id,
  orgId: 'fake-org',
  type: 'outboundPhoneCall',
  status: 'queued',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  customer: { number: '+14155550199' },
  assistantOverrides: { variableValues, metadata: { parleyCallId: `parley-${id}` } },
});

const messagesSent = () => seen.filter((request) => request.path === '/messages');
const modelRequests = () => seen.filter((request) => request.path !== '/messages');

describe('simulateVapiCall', () => {
  it('holds the conversation through the custom LLM and reports it as Vapi does', async () => {
    const updates: Vapi.Call[] = [];
    const result = await simulateVapiCall({
      call: outboundCall('call-1', { first_name: 'Ada', email: 'ada@example.com', persona: 'A busy parent' }),
      assistant: assistant(),
      fake: { onCallUpdate: (call) => updates.push(call) },
    });
    expect(result.endedReason).toBe('assistant-ended-call');
    expect(result.failedDeliveries).toBe(0);

    const sent = messagesSent();
    expect(sent.every((request) => request.headers['x-vapi-secret'] === 'local-vapi-secret')).toBe(true);
    const kinds = sent.map(({ body }) =>
      body.message?.type === 'status-update' ? `status:${body.message.status}` : body.message?.type,
    );
    expect(kinds).toEqual([
      'status:ringing',
      'status:in-progress',
      ...Array<string>(5).fill('conversation-update'),
      'status:ended',
      'end-of-call-report',
    ]);
    const timestamps = sent.map(({ body }) => body.message?.timestamp ?? 0);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => a - b));

    const report = sent.at(-1)?.body.message as Vapi.ServerMessageEndOfCallReport;
    expect(report.endedReason).toBe('assistant-ended-call');
    expect(report.artifact.messages?.map((item) => ('message' in item ? item.message : ''))).toEqual([
      'Hello from Acme! What is your first name?',
      'Ada',
      'Thanks. And what is your email?',
      'ada@example.com',
      'All set. Goodbye!',
    ]);
    expect(report.cost).toBeGreaterThan(0);
    expect(report.call?.assistantOverrides?.metadata).toEqual({ parleyCallId: 'parley-call-1' });
    expect(updates.at(-1)).toMatchObject({ status: 'ended', endedReason: 'assistant-ended-call' });

    const [first, second] = modelRequests();
    expect(first?.headers.authorization).toBe('Bearer prt_runtime');
    expect(first?.body.call?.id).toBe('call-1');
    expect(first?.body.messages?.filter((message) => message.role !== 'system')).toEqual([]);
    expect(second?.body.messages?.slice(1)).toEqual([
      { role: 'assistant', content: 'Hello from Acme! What is your first name?' },
      { role: 'user', content: 'Ada' },
    ]);
  });

  it('ends busy, unanswered, on voicemail or failed at the configured rates, the same on every run', async () => {
    for (const [outcome, reason] of [
      ['busy', 'customer-busy'],
      ['no-answer', 'customer-did-not-answer'],
      ['voicemail', 'voicemail'],
      ['failed', 'twilio-failed-to-connect-call'],
    ] as const) {
      seen = [];
      const result = await simulateVapiCall({
        call: outboundCall(`call-${outcome}`),
        assistant: assistant(),
        fake: { outcomes: { [outcome]: 1 } },
      });
      expect(result.endedReason).toBe(reason);
      expect(modelRequests()).toEqual([]);
      expect(messagesSent().at(-1)?.body.message?.type).toBe('end-of-call-report');
    }
    const rates = { busy: 0.2, 'no-answer': 0.2, voicemail: 0.1, failed: 0.1 };
    const draws = (seed: number) =>
      Array.from({ length: 200 }, (_, index) => drawOutcome(outboundCall(`c${String(index)}`), rates, seed));
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
    const counts = new Map<string, number>();
    for (const outcome of draws(7)) counts.set(String(outcome), (counts.get(String(outcome)) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['busy', 'failed', 'no-answer', 'null', 'voicemail']);
    expect(drawOutcome({ id: 'in', type: 'inboundPhoneCall' }, { busy: 1 })).toBeNull();
  });

  it('ends with Vapi’s pipeline error when the custom LLM fails', async () => {
    failModel = true;
    const result = await simulateVapiCall({ call: outboundCall('call-down'), assistant: assistant() });
    expect(result.endedReason).toBe('pipeline-error-custom-llm-llm-failed');
    expect(messagesSent().at(-1)?.body.message?.type).toBe('end-of-call-report');
  });
});

describe('the simulated caller', () => {
  const contact = { first_name: 'Ada', name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1555' };

  it('answers a question with the field it names, the most specific first', () => {
    expect(fieldAskedFor('What is your first name?', contact)).toBe('first_name');
    expect(fieldAskedFor('May I have your name?', contact)).toBe('name');
    expect(fieldAskedFor('What is your phone number?', contact)).toBeNull();
    expect(callerReply('And your email, please?', contact, 1)).toBe('ada@example.com');
  });

  it('opens with its persona, agrees otherwise and hangs up after a goodbye', () => {
    expect(callerReply('How can I help?', { persona: 'I need a cleaning.' }, 0)).toBe('I need a cleaning.');
    expect(callerReply('Shall I book it?', {}, 2)).toBe('Yes, please.');
    expect(callerReply('Thanks for calling, goodbye!', contact, 3)).toBeNull();
  });
});
