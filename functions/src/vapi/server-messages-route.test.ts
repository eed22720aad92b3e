import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { abTestSchema, API_ERROR_REASONS, COLLECTIONS } from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { balanceRef, parseBalance } from '../billing/credit-ledger';
import { parseCall } from '../calls/call-store';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';
import { NO_AGENT_ANSWER } from './server-messages-assistant-request';
import { inboundCallId } from './server-messages-metadata';
import { postServerMessage, useVapiSecret, vapiCall } from './server-messages-test-kit';

const api = useApi();
useVapiSecret();

// The customer's post-call webhook receiver, reached by a public-looking name as the local stack does.
const HOST = 'hooks.vapi-messages.test';
const received: string[] = [];
let hookBase = '';
let closeHooks: () => Promise<void>;

beforeAll(async () => {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.url ?? '');
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  hookBase = `http://${HOST}:${String(port)}`;
  closeHooks = () =>
    new Promise((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('PARLEY_OUTBOUND_LOCAL_HOSTS', `${HOST}:${String(port)}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await closeHooks();
});

async function team(agentOverrides: Parameters<typeof seedAgent>[1] = {}) {
  const owner = newCaller('owner');
  await seedUser(owner);
  const org = await seedOrg({ owner });
  const { agent } = await seedAgent(org, agentOverrides);
  return { owner, org, agent };
}

const readCall = async (callId: string) =>
  parseCall(await db().collection(COLLECTIONS.calls).doc(callId).get());

/** What a call record says that the messages decide (ids and bookkeeping left out). */
const essentials = async (callId: string) => {
  const call = await readCall(callId);
  if (!call) return null;
  const {
    status,
    durationSeconds,
    costCents,
    recordingUrl,
    summary,
    fromNumber,
    toNumber,
    transferred,
    day,
  } = call;
  return {
    status,
    durationSeconds,
    costCents,
    // Each call has its own recording.
    recordingUrl: recordingUrl?.replace(/[0-9a-f-]{36}/, '<call>') ?? null,
    summary,
    fromNumber,
    toNumber,
    transferred,
    day,
    transcript: call.transcript.map(({ index, type, content, at }) => ({ index, type, content, at })),
  };
};

describe('POST /vapi/server-messages: the secret', () => {
  it('refuses a wrong or missing X-Vapi-Secret with 401 and writes nothing', async () => {
    const { agent } = await team();
    const callId = uniqueId('call');
    const { status } = vapiCall({ agentId: agent.id, callId });
    const wrong = await postServerMessage(api, status('ringing', 0), { secret: 'someone-else' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error?.details?.reason).toBe(API_ERROR_REASONS.unauthenticated);
    expect((await postServerMessage(api, status('ringing', 0), { secret: null })).status).toBe(401);
    expect((await postServerMessage(api, status('ringing', 0), { secret: '' })).status).toBe(401);
    expect(await readCall(callId)).toBeNull();
    expect((await postServerMessage(api, status('ringing', 0))).status).toBe(200);
    expect((await readCall(callId))?.status).toBe('ringing');
  });
});

describe('POST /vapi/server-messages: a call', () => {
  it('records status, transcript and the end-of-call report onto the call Parley placed', async () => {
    const { agent } = await team();
    const callId = uniqueId('call');
    const { status, conversation, report } = vapiCall({ agentId: agent.id, callId });
    for (const message of [
      status('ringing', 0),
      status('in-progress', 500),
      conversation(1, 3000),
      conversation(3, 8000),
      status('ended', 62_500, { endedReason: 'assistant-ended-call' }),
    ]) {
      expect((await postServerMessage(api, message)).status).toBe(200);
    }
    // The status-update 'ended' leaves the end to the report, which carries what finishing needs.
    expect((await readCall(callId))?.status).toBe('in-progress');
    expect((await postServerMessage(api, report())).body).toMatchObject({ ok: true, changed: true });
    const call = await readCall(callId);
    expect(call).toMatchObject({
      agentId: agent.id,
      type: 'outboundPhoneCall',
      status: 'completed',
      durationSeconds: 62,
      costCents: 12,
      summary: 'Ada gave her name.',
      fromNumber: '+14155550100',
      toNumber: '+14155550199',
      day: '2026-11-20',
    });
    expect(call?.recordingUrl).toMatch(/^https:\/\/storage\.vapi\.test\//);
    expect(call?.transcript.map((line) => [line.type, line.content])).toEqual([
      ['assistant', 'Hello, this is Acme. May I have your name?'],
      ['user', 'It is Ada.'],
      ['assistant', 'Thanks Ada, goodbye!'],
      ['response_type', 'Voice engine latency (ms)'],
    ]);
    expect(call?.transcript[3]?.data).toMatchObject({ turnLatencyAverage: 812, modelLatencyAverage: 240 });
  });

  it('ends in the same record whatever the order and repeats', async () => {
    const { agent } = await team();
    const make = () => {
      const callId = uniqueId('call');
      const { status, conversation, report, hang } = vapiCall({ agentId: agent.id, callId });
      const messages = [
        status('ringing', 0),
        status('in-progress', 500),
        conversation(1, 3000),
        hang(4000),
        conversation(2, 5000),
        conversation(3, 8000),
        status('ended', 62_500, { endedReason: 'customer-ended-call' }),
        report('customer-ended-call'),
      ];
      return { callId, messages };
    };
    const inOrder = make();
    for (const message of inOrder.messages) await postServerMessage(api, message);
    const shuffled = make();
    const [ringing, inProgress, first, hang, second, third, ended, report] = shuffled.messages;
    for (const message of [report, third, hang, ringing, first, report, ended, inProgress, second, ringing]) {
      expect((await postServerMessage(api, message ?? {})).status).toBe(200);
    }
    expect(await essentials(inOrder.callId)).toMatchObject({ status: 'completed', durationSeconds: 62 });
    expect(await essentials(shuffled.callId)).toEqual(await essentials(inOrder.callId));
  });

  it('debits and posts the webhook once when the end-of-call report is delivered again', async () => {
    const { owner, agent } = await team({ generalSettings: { postCallWebhooks: [`${hookBase}/ended`] } });
    const callId = uniqueId('call');
    const { status, report } = vapiCall({ agentId: agent.id, callId });
    await postServerMessage(api, status('in-progress', 500));
    const balanceBefore = parseBalance(owner.uid, (await balanceRef(db(), owner.uid).get()).data()).balance;
    expect((await postServerMessage(api, report())).body).toMatchObject({ changed: true });
    const balanceAfter = parseBalance(owner.uid, (await balanceRef(db(), owner.uid).get()).data()).balance;
    expect(balanceAfter).toBeLessThan(balanceBefore);
    const hooksAfterFirst = received.length;
    expect(hooksAfterFirst).toBeGreaterThan(0);

    expect((await postServerMessage(api, report())).body).toMatchObject({ ok: true, changed: false });
    expect(parseBalance(owner.uid, (await balanceRef(db(), owner.uid).get()).data()).balance).toBe(
      balanceAfter,
    );
    expect(received).toHaveLength(hooksAfterFirst);
    const ledger = await db().collection(COLLECTIONS.creditLedger).where('callId', '==', callId).get();
    expect(ledger.size).toBe(1);
    const deliveries = await db()
      .collection(COLLECTIONS.webhookDeliveries)
      .where('callId', '==', callId)
      .get();
    expect(deliveries.size).toBe(1);
  });

  it('maps the ended reason onto the call statuses', async () => {
    const { agent } = await team();
    const cases = [
      ['customer-busy', 'busy'],
      ['customer-did-not-answer', 'no-answer'],
      ['voicemail', 'no-answer'],
      ['manually-canceled', 'canceled'],
      ['pipeline-error-openai-llm-failed', 'failed'],
      ['assistant-forwarded-call', 'completed'],
    ] as const;
    for (const [reason, expected] of cases) {
      const callId = uniqueId('call');
      const { report } = vapiCall({ agentId: agent.id, callId });
      await postServerMessage(api, report(reason));
      expect((await readCall(callId))?.status, reason).toBe(expected);
    }
  });

  it('files an inbound call Parley did not place under its number’s agent, by Vapi’s call id', async () => {
    const phoneNumberId = uniqueId('vapi-pn');
    const { agent } = await team({
      businessPhoneNumber: { number: '+14155550100', vapiPnId: phoneNumberId },
    });
    const { call, status } = vapiCall({ type: 'inboundPhoneCall', phoneNumberId });
    expect((await postServerMessage(api, status('ringing', 0))).status).toBe(200);
    expect(await readCall(inboundCallId(call.id))).toMatchObject({
      agentId: agent.id,
      type: 'inboundPhoneCall',
      fromNumber: '+14155550199',
      toNumber: '+14155550100',
    });
  });
});

describe('POST /vapi/server-messages: what no call answers to', () => {
  it('acknowledges a message for an unknown call or agent with 200 and writes nothing', async () => {
    const callId = uniqueId('call');
    const unknownAgent = vapiCall({ agentId: uniqueId('no-agent'), callId });
    const answer = await postServerMessage(api, unknownAgent.report());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, ignored: 'unknown-agent' });
    expect(await readCall(callId)).toBeNull();

    const noMetadata = vapiCall({ type: 'inboundPhoneCall', phoneNumberId: uniqueId('vapi-pn') });
    expect((await postServerMessage(api, noMetadata.status('ringing', 0))).body).toMatchObject({
      ignored: 'unknown-agent',
    });
    expect(await readCall(inboundCallId(noMetadata.call.id))).toBeNull();
    const { call: _call, ...withoutCall } = noMetadata.status('ringing', 0);
    expect((await postServerMessage(api, withoutCall)).body).toMatchObject({ ignored: 'no-call' });
  });

  it('acknowledges a type Parley does not act on, and refuses a malformed one with 400', async () => {
    const { agent } = await team();
    const { call } = vapiCall({ agentId: agent.id });
    expect(
      (await postServerMessage(api, { type: 'speech-update', status: 'started', role: 'user', call })).body,
    ).toMatchObject({ ok: true, ignored: 'type' });
    const malformed = await postServerMessage(api, { type: 'status-update', status: 'dancing', call });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.details?.reason).toBe(API_ERROR_REASONS.invalidInput);
    expect((await postServerMessage(api, { type: 7 })).status).toBe(400);
  });

  it('refuses an assistant-request for a number no agent has, in Vapi’s shape, writing nothing', async () => {
    const { call } = vapiCall({ type: 'inboundPhoneCall', phoneNumberId: uniqueId('vapi-pn') });
    const answer = await postServerMessage(api, { type: 'assistant-request', call });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ error: NO_AGENT_ANSWER });
    expect(await readCall(inboundCallId(call.id))).toBeNull();
  });

  it('answers an assistant-request with the number’s agent, or under an A/B test the caller’s arm', async () => {
    const phoneNumberId = uniqueId('vapi-pn');
    const { org, agent } = await team({
      businessPhoneNumber: { number: '+14155550100', vapiPnId: phoneNumberId },
    });
    await db().collection(COLLECTIONS.agents).doc(agent.id).update({ vapiAssistantId: 'asst-a' });
    const { call } = vapiCall({ type: 'inboundPhoneCall', phoneNumberId });
    const metadata = { parleyAgentId: agent.id, parleyCallId: inboundCallId(call.id) };
    expect((await postServerMessage(api, { type: 'assistant-request', call })).body).toEqual({
      assistantId: 'asst-a',
      assistantOverrides: { metadata },
    });

    // Every caller on arm B: the B copy's assistant answers, the call stays the tested agent's.
    const testId = uniqueId('test');
    const { agent: variant } = await seedAgent(org, { isABTestAgent: true, abTestCaseId: testId });
    await db().collection(COLLECTIONS.agents).doc(variant.id).update({ vapiAssistantId: 'asst-b' });
    await db().collection(COLLECTIONS.agents).doc(agent.id).update({ abTestCaseId: testId });
    await db()
      .collection(COLLECTIONS.abTests)
      .doc(testId)
      .set(
        abTestSchema.parse({
          id: testId,
          orgId: org.id,
          agentId: agent.id,
          variantAgentId: variant.id,
          split: { a: 0, b: 100 },
        }),
      );
    expect((await postServerMessage(api, { type: 'assistant-request', call })).body).toEqual({
      assistantId: 'asst-b',
      assistantOverrides: { metadata },
    });
  });

  it('answers tool calls in Vapi’s shape, one result per call', async () => {
    const { agent } = await team();
    const { call } = vapiCall({ agentId: agent.id });
    const answer = await postServerMessage(api, {
      type: 'tool-calls',
      call,
      toolWithToolCallList: [],
      toolCallList: [{ id: 'tc-1', type: 'function', function: { name: 'lookup', arguments: '{}' } }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      results: [{ toolCallId: 'tc-1', name: 'lookup', error: expect.stringContaining('lookup') as unknown }],
    });
  });
});
