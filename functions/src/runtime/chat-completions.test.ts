// The runtime endpoint driven as a voice engine drives it: the official `openai` SDK against the served
// `runtime` function, the seeded demo agent, the scripted LLM and the fake website behind the guard.
import {
  COLLECTIONS,
  buildWorkflow,
  doNotCallId,
  MSG_AGENT_NOT_FOUND,
  MSG_OPT_OUT_CONFIRMATION,
} from '@parley/domain';
import { getFirestore } from 'firebase-admin/firestore';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FAKE_WEBSITE_HOST,
  startFakeWebsite,
  startScriptedLlm,
  type ScriptedLlm,
} from '@parley/scripts/fakes';
import { DEMO_IDS, DEMO_LOGIN, seedFirestore } from '@parley/scripts/seed';
import { adminApp, useOwnTestProject } from '@parley/scripts/testing';
import { serveFunction, type ServedFunction } from '../testing/serve-function';
import { revealRuntimeSecret } from './agent-runtime-secret';
import { forgetFundedBalances } from './model-usage';
import { runtime } from './runtime-function';

useOwnTestProject('demo-parley-runtime-endpoint');

let llm: ScriptedLlm;
let website: Awaited<ReturnType<typeof startFakeWebsite>>;
let served: ServedFunction;
let secret: string;

const db = () => getFirestore(adminApp());

function demoWorkflow(websiteUrl: string, lookupUrl = `${websiteUrl}/hours`) {
  return buildWorkflow(
    [
      { id: 'start', type: 'RECEIVE_CALL', config: { label: 'Receive call' } },
      {
        id: 'name',
        type: 'QUESTION',
        config: {
          label: 'Ask name',
          question: 'May I have your name?',
          variable: { name: 'caller_name', type: 'name' },
        },
      },
      {
        id: 'hours',
        type: 'API_REQUEST',
        config: { label: 'Look up hours', method: 'GET', url: lookupUrl, responseVariable: 'hours' },
      },
      {
        id: 'open',
        type: 'FILTER',
        config: {
          label: 'Open Saturdays?',
          branches: [{ id: 'sat', label: 'Saturday', condition: 'hours contains "Saturday"' }],
        },
      },
      {
        id: 'yes',
        type: 'SAY_EXACTLY',
        config: { label: 'Open', message: 'Good news {{caller_name}}, we are open on Saturdays.' },
      },
      {
        id: 'no',
        type: 'SAY_EXACTLY',
        config: { label: 'Closed', message: 'Sorry {{caller_name}}, we are closed on Saturdays.' },
      },
      {
        id: 'failed',
        type: 'SAY_EXACTLY',
        config: { label: 'Lookup failed', message: 'I could not check our hours.' },
      },
      { id: 'end', type: 'END_CALL', config: { label: 'End call', message: 'Goodbye!' } },
    ],
    [
      ['start', 'name'],
      ['name', 'hours'],
      ['hours', 'open'],
      ['hours', 'failed', 'failure'],
      ['open', 'yes', 'sat'],
      ['open', 'no', 'otherwise'],
      ['yes', 'end'],
      ['no', 'end'],
      ['failed', 'end'],
    ],
  );
}

async function setWorkflow(content: ReturnType<typeof demoWorkflow>) {
  await db()
    .collection(COLLECTIONS.workflows)
    .doc(DEMO_IDS.workflow)
    .update({ contentJSON: JSON.stringify(content) });
}

const client = (apiKey = secret, agentId: string = DEMO_IDS.agent) =>
  new OpenAI({ baseURL: `${served.url}/agents/${agentId}`, apiKey, maxRetries: 0 });

/** One streamed turn as Vapi's custom-llm provider sends it: the call object, the conversation so far. */
async function streamTurn(
  callId: string,
  messages: OpenAI.ChatCompletionMessageParam[],
  apiKey = secret,
  extra: object = { call: { id: callId, type: 'inboundPhoneCall', customer: { number: '+15555550123' } } },
) {
  const stream = await client(apiKey).chat.completions.create({
    model: 'parley-agent',
    messages,
    stream: true,
    stream_options: { include_usage: true },
    // Vapi adds its call object to the body; the SDK passes unknown fields through.
    ...extra,
  });
  let content = '';
  const tools: string[] = [];
  let finish: string | null = null;
  let usage: OpenAI.CompletionUsage | undefined;
  for await (const chunk of stream) {
    const choice = chunk.choices[0];
    content += choice?.delta.content ?? '';
    for (const call of choice?.delta.tool_calls ?? [])
      if (call.function?.name) tools.push(call.function.name);
    finish = choice?.finish_reason ?? finish;
    usage = chunk.usage ?? usage;
  }
  return { content, tools, finish, usage };
}

beforeAll(async () => {
  await seedFirestore(db());
  [llm, website] = await Promise.all([startScriptedLlm(), startFakeWebsite()]);
  const websitePort = new URL(website.url).port;
  vi.stubEnv('LLM_BASE_URL', llm.url);
  vi.stubEnv('LLM_API_KEY', 'scripted-local');
  vi.stubEnv('LLM_MODEL', 'parley-scripted');
  vi.stubEnv('RUNTIME_LLM_DEADLINE_MS', '1500');
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('PARLEY_OUTBOUND_LOCAL_HOSTS', `${FAKE_WEBSITE_HOST}:${websitePort}`);
  await setWorkflow(demoWorkflow(`http://${FAKE_WEBSITE_HOST}:${websitePort}`));
  served = await serveFunction(runtime);
  ({ secret } = await revealRuntimeSecret(DEMO_IDS.agent));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([served.close(), llm.close(), website.close()]);
});

describe('POST /agents/{agentId}/chat/completions', () => {
  it('holds a call as the agent is configured: greeting, a question, a request through the guard, a branch, the end', async () => {
    const callId = 'call-happy-1';
    const greeting = await streamTurn(callId, [{ role: 'system', content: 'You are a helpful assistant.' }]);
    expect(greeting.content).toMatch(/May I have your name\?$/);
    expect(greeting.finish).toBe('stop');

    const reply = await streamTurn(callId, [
      { role: 'assistant', content: greeting.content },
      { role: 'user', content: 'My name is Ada' },
    ]);
    expect(reply.content).toBe('Good news Ada, we are open on Saturdays. Goodbye!');
    expect(reply.tools).toEqual(['endCall']);
    expect(reply.finish).toBe('tool_calls');
    expect(reply.usage?.total_tokens).toBeGreaterThan(0);
    expect(website.requests.some((request) => request.path === '/hours')).toBe(true);

    const stored = await db().collection(COLLECTIONS.conversations).doc(`${DEMO_IDS.agent}_${callId}`).get();
    const types = (stored.get('transcript') as { type: string; index: number }[]).map((event) => event.type);
    expect(types).toEqual([
      'workflow_triggered',
      'assistant',
      'state_transition',
      'state_transition',
      'assistant',
      'response_type',
      'user',
      'kb_retrieval',
      'stored_variables',
      'state_transition',
      'action',
      'stored_variables',
      'state_transition',
      'state_transition',
      'state_transition',
      'assistant',
      'state_transition',
      'assistant',
      'action',
      'response_type',
    ]);
    expect(stored.get('state.variables.caller_name')).toBe('Ada');
    expect(stored.get('state.status')).toBe('ended');
  });

  it('runs the default workflow on an outbound call and ends it, listing the number, when the callee opts out', async () => {
    const callId = 'call-opt-out-1';
    // As Vapi's custom-llm provider sends an outbound call: the saved number beside the call object.
    const extra = {
      call: {
        id: callId,
        type: 'outboundPhoneCall',
        phoneNumberId: 'vapi-pn-1',
        customer: { number: '+12015550177' },
      },
      phoneNumber: { id: 'vapi-pn-1', number: '+15555550199' },
      customer: { number: '+12015550177' },
    };
    const greeting = await streamTurn(callId, [{ role: 'system', content: 'Hi' }], secret, extra);
    expect(greeting.content).toMatch(/May I have your name\?$/);
    const reply = await streamTurn(
      callId,
      [
        { role: 'assistant', content: greeting.content },
        { role: 'user', content: 'Please stop calling me.' },
      ],
      secret,
      extra,
    );
    expect(reply.content).toBe(MSG_OPT_OUT_CONFIRMATION);
    expect(reply.tools).toEqual(['endCall']);
    const stored = await db().collection(COLLECTIONS.conversations).doc(`${DEMO_IDS.agent}_${callId}`).get();
    expect(stored.get('state.endedReason')).toBe('opted-out');
    expect(stored.get('state.variables.agent_number')).toBe('+15555550199');
    const listed = await db()
      .collection(COLLECTIONS.doNotCall)
      .doc(doNotCallId(DEMO_IDS.org, '+12015550177'))
      .get();
    expect(listed.get('source')).toBe('opt-out');
  });

  it('answers without streaming as one completion', async () => {
    const answer = await client().chat.completions.create({
      model: 'x',
      messages: [{ role: 'user', content: 'hello' }],
      metadata: { conversation_id: 'call-plain-1' },
    });
    expect(answer.object).toBe('chat.completion');
    expect(answer.choices[0]?.message.content).toMatch(/\S/);
  });

  it('refuses a wrong secret, another agent’s secret and an unknown agent alike, with 401', async () => {
    const attempts = [client('prt_wrong'), client(secret, 'no-such-agent')];
    const bodies = await Promise.all(
      attempts.map((each) =>
        each.chat.completions
          .create({
            model: 'x',
            messages: [{ role: 'user', content: 'hi' }],
            metadata: { conversation_id: 'c-401' },
          })
          .then(
            () => null,
            (error: unknown) => error,
          ),
      ),
    );
    for (const error of bodies) {
      expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
      expect((error as InstanceType<typeof OpenAI.AuthenticationError>).code).toBe('invalid_api_key');
    }
    expect(JSON.stringify(bodies)).not.toContain(MSG_AGENT_NOT_FOUND);
    const withoutKey = await fetch(`${served.url}/agents/${DEMO_IDS.agent}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }], user: 'c-401' }),
    });
    expect(withoutKey.status).toBe(401);
  });

  it('answers a malformed request with an OpenAI-shaped 400', async () => {
    const response = await fetch(`${served.url}/agents/${DEMO_IDS.agent}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: 'hello' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'messages' },
    });
  });

  it('refuses a 1 MB caller turn with 413 and writes nothing', async () => {
    const error = await client()
      .chat.completions.create({
        model: 'x',
        messages: [{ role: 'user', content: 'a'.repeat(1_048_576) }],
        metadata: { conversation_id: 'call-huge' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(413);
    const stored = await db().collection(COLLECTIONS.conversations).doc(`${DEMO_IDS.agent}_call-huge`).get();
    expect(stored.exists).toBe(false);
  });

  it('takes the failure edge when the request targets the metadata address', async () => {
    await setWorkflow(demoWorkflow('http://unused.example', 'http://169.254.169.254/latest/meta-data'));
    try {
      const callId = 'call-ssrf';
      await streamTurn(callId, [{ role: 'system', content: 'x' }]);
      const reply = await streamTurn(callId, [{ role: 'user', content: 'My name is Ada' }]);
      expect(reply.content).toBe('I could not check our hours. Goodbye!');
    } finally {
      await setWorkflow(demoWorkflow(`http://${FAKE_WEBSITE_HOST}:${new URL(website.url).port}`));
    }
  });

  it('refuses with an OpenAI-shaped 429 when the organisation’s credits are used up, and runs nothing', async () => {
    const balance = db().collection(COLLECTIONS.creditBalances).doc(DEMO_LOGIN.uid);
    const before = (await balance.get()).data() ?? {};
    await balance.set({ uid: DEMO_LOGIN.uid, balance: 0, metered: true });
    forgetFundedBalances();
    const asked = llm.requests.length;
    try {
      const error: unknown = await client()
        .chat.completions.create({
          model: 'parley-agent',
          messages: [{ role: 'user', content: 'Hello' }],
          metadata: { conversation_id: 'call-no-credits' },
        })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(OpenAI.APIError);
      expect(error).toMatchObject({ status: 429, code: 'insufficient_quota' });
      expect(llm.requests.length).toBe(asked);
      const stored = await db()
        .collection(COLLECTIONS.conversations)
        .doc(`${DEMO_IDS.agent}_call-no-credits`)
        .get();
      expect(stored.exists).toBe(false);
    } finally {
      await balance.set(before);
      forgetFundedBalances();
    }
  });

  it('says the fallback line within the deadline when the model is down or slow', async () => {
    const callId = 'call-llm-down';
    await streamTurn(callId, [{ role: 'system', content: 'x' }]);
    llm.failWith(503);
    try {
      const down = await streamTurn(callId, [{ role: 'user', content: 'what?' }]);
      expect(down.content).toBe("Sorry, I'm having trouble right now. Could you say that again?");
    } finally {
      llm.failWith(null);
    }
    llm.setDelay(5_000);
    try {
      const slow = await streamTurn(callId, [{ role: 'user', content: 'hello?' }]);
      expect(slow.content).toBe("Sorry, I'm having trouble right now. Could you say that again?");
    } finally {
      llm.setDelay(0);
    }
  });
});
