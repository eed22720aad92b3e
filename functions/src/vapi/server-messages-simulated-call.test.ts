// A whole call through the fake Vapi's simulation (scripts/fakes/vapi-calls.ts): the served runtime holds
// the conversation as the agent is configured, and the served server messages route files it on the
// call record — so a local call's transcript and variables come from the agent itself.
import { buildWorkflow, COLLECTIONS } from '@parley/domain';
import type { Vapi } from '@vapi-ai/server-sdk';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulateVapiCall, startScriptedLlm, type ScriptedLlm } from '@parley/scripts/fakes';
import { DEMO_IDS, seedFirestore } from '@parley/scripts/seed';
import { adminApp, useOwnTestProject } from '@parley/scripts/testing';
import { parseCall } from '../calls/call-store';
import { revealRuntimeSecret } from '../runtime/agent-runtime-secret';
import { runtime } from '../runtime/runtime-function';
import { useApi } from '../testing/api-client';
import { serveFunction, type ServedFunction } from '../testing/serve-function';
import { parleyMetadata } from './server-messages-metadata';
import { TEST_VAPI_SECRET, useVapiSecret } from './server-messages-test-kit';
import { VAPI_SECRET_HEADER } from './vapi-server-url';

useOwnTestProject('demo-parley-vapi-simulated-calls');
const api = useApi();
useVapiSecret();

let llm: ScriptedLlm;
let served: ServedFunction;
let runtimeSecret: string;
const db = () => getFirestore(adminApp());

const WORKFLOW = buildWorkflow(
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
    { id: 'thanks', type: 'SAY_EXACTLY', config: { label: 'Thanks', message: 'Thank you {{caller_name}}.' } },
    { id: 'end', type: 'END_CALL', config: { label: 'End call', message: 'Goodbye!' } },
  ],
  [
    ['start', 'name'],
    ['name', 'thanks'],
    ['thanks', 'end'],
  ],
);

beforeAll(async () => {
  await seedFirestore(db());
  llm = await startScriptedLlm();
  vi.stubEnv('LLM_BASE_URL', llm.url);
  vi.stubEnv('LLM_API_KEY', 'scripted-local');
  vi.stubEnv('LLM_MODEL', 'parley-scripted');
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  await db()
    .collection(COLLECTIONS.workflows)
    .doc(DEMO_IDS.workflow)
    .update({ contentJSON: JSON.stringify(WORKFLOW) });
  served = await serveFunction(runtime);
  ({ secret: runtimeSecret } = await revealRuntimeSecret(DEMO_IDS.agent));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([served.close(), llm.close()]);
});

describe('a call simulated by the fake Vapi', () => {
  it('is held by the runtime and lands on the call record with the agent’s lines and variables', async () => {
    const callId = 'simulated-call-1';
    const call: Vapi.Call = {
      id: 'vapi-simulated-1',
      orgId: 'fake-vapi-org',
      // The workflow starts at RECEIVE_CALL: a call the agent receives.
      type: 'inboundPhoneCall',
      status: 'queued',
      createdAt: new Date(Date.UTC(2026, 10, 20, 12)).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 10, 20, 12)).toISOString(),
      customer: { number: '+14155550199' },
      assistantOverrides: {
        variableValues: { name: 'Ada', persona: 'A customer asking about opening hours' },
        metadata: parleyMetadata({ agentId: DEMO_IDS.agent, callId }),
      },
    };
    const result = await simulateVapiCall({
      call,
      // The conversation needs one turn of the caller's; a runaway one stops here.
      fake: { maxTurns: 4 },
      assistant: {
        firstMessage: 'Hello',
        firstMessageMode: 'assistant-speaks-first-with-model-generated-message',
        model: { provider: 'custom-llm', url: `${served.url}/agents/${DEMO_IDS.agent}`, model: 'parley' },
        credentials: [{ provider: 'custom-llm', apiKey: runtimeSecret }],
        server: {
          url: `${api.baseUrl()}/vapi/server-messages`,
          headers: { [VAPI_SECRET_HEADER]: TEST_VAPI_SECRET },
        },
      },
    });
    expect(result.endedReason).toBe('assistant-ended-call');
    expect(result.failedDeliveries).toBe(0);

    const record = parseCall(await db().collection(COLLECTIONS.calls).doc(callId).get());
    expect(record).toMatchObject({
      agentId: DEMO_IDS.agent,
      status: 'completed',
      type: 'inboundPhoneCall',
      fromNumber: '+14155550199',
      variables: { caller_name: 'Ada' },
    });
    const lines = record?.transcript.map((line) => `${line.type}: ${line.content}`) ?? [];
    expect(lines[0]).toMatch(/^assistant: .*May I have your name\?$/);
    expect(lines[1]).toBe('user: Ada');
    expect(lines[2]).toBe('assistant: Thank you Ada. Goodbye!');
    expect(record?.durationSeconds).toBeGreaterThan(0);
  });
});
