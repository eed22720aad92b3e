// Post-call analysis against the emulators and the scripted LLM (docs/analysis.md).
import {
  COLLECTIONS,
  MSG_ANALYSIS_LLM_UNAVAILABLE,
  MSG_ANALYSIS_NOT_JSON,
  analysisSettingsHash,
  callRecordSchema,
  type AgentInput,
  type AnalysisSettingsInput,
  type CallRecord,
} from '@parley/domain';
import { openAiError, startScriptedLlm, type ScriptedLlm } from '@parley/scripts/fakes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCall, storedCall } from '../calls/call-store';
import { finishCall } from '../calls/finish-call';
import { postCallPayload } from '../calls/post-call-webhooks';
import { db } from '../lib/firestore';
import { newCaller } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';
import { analyseCall } from './analyse-call';
import { openAiAnalysisLlm, type AnalysisLlm } from './analysis-llm';

let llm: ScriptedLlm;
let scripted: AnalysisLlm;

beforeAll(async () => {
  llm = await startScriptedLlm();
  scripted = openAiAnalysisLlm(() => ({ baseURL: llm.url, apiKey: 'test-key', model: 'parley-scripted' }));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await llm.close();
});

const ANALYSIS_SETTINGS: AnalysisSettingsInput = {
  successCriteria: 'The caller picks a plan.',
  dataFields: [
    { name: 'plan', type: 'Selector', options: ['basic', 'premium'] },
    { name: 'wants callback', type: 'Boolean', description: 'Whether the caller asked for a callback' },
    { name: 'turns', type: 'Number' },
  ],
};

async function endedCall(
  agent: Partial<AgentInput> = {},
  call: Record<string, unknown> = {},
): Promise<CallRecord> {
  const owner = newCaller('owner');
  await seedUser(owner);
  const org = await seedOrg({ owner });
  const seeded = await seedAgent(org, { analysisSettings: ANALYSIS_SETTINGS, ...agent });
  const record = callRecordSchema.parse({
    id: uniqueId('call'),
    agentId: seeded.agent.id,
    orgId: org.id,
    type: 'inboundPhoneCall',
    status: 'completed',
    durationSeconds: 95,
    createdAt: Date.UTC(2026, 10, 20, 12),
    endedAt: Date.UTC(2026, 10, 20, 12, 2),
    transcript: [
      { index: 0, type: 'assistant', content: 'Hello, which plan would you like?' },
      {
        index: 1,
        type: 'user',
        content: 'The premium plan, but there was dead air and I am a caller frustrated',
      },
      { index: 2, type: 'assistant', content: 'Sorry about that. Premium it is.' },
      { index: 3, type: 'user', content: 'Please give me a callback tomorrow' },
    ],
    ...call,
  });
  await db().collection(COLLECTIONS.calls).doc(record.id).set(storedCall(record));
  return record;
}

const stored = async (callId: string) =>
  parseCall(await db().collection(COLLECTIONS.calls).doc(callId).get());
const fixed =
  (answer: string): AnalysisLlm =>
  () =>
    Promise.resolve(answer);

describe('post-call analysis', () => {
  it('analyses an ended call with one structured-output request, derived from its transcript', async () => {
    const call = await endedCall();
    const before = llm.requests.length;
    const result = await analyseCall(db(), call.id, { llm: scripted });
    expect(result.outcome).toBe('analysed');
    expect(llm.requests.length - before).toBe(1);
    const body = JSON.parse(String(llm.requests.at(-1)?.body ?? '{}')) as {
      response_format: { type: string };
    };
    expect(body.response_format.type).toBe('json_schema');

    const { analysis } = (await stored(call.id)) ?? {};
    expect(analysis).toMatchObject({
      status: 'done',
      verdict: 'success',
      summary: 'The caller said: The premium plan, but there was dead air and I am a caller frustrated…',
      fields: { plan: 'premium', 'wants callback': true, turns: 2 },
      tags: ['dead air', 'caller frustrated'],
      hipaa: false,
      agentVersion: 1,
    });
    const agent = await db().collection(COLLECTIONS.agents).doc(call.agentId).get();
    expect(analysis?.settingsHash).toBe(
      analysisSettingsHash(
        (agent.data() as { analysisSettings: Parameters<typeof analysisSettingsHash>[0] }).analysisSettings,
      ),
    );
  });

  it('gives one analysis for a second end event, and for two at once', async () => {
    const call = await endedCall();
    const before = llm.requests.length;
    const racing = await Promise.all([
      analyseCall(db(), call.id, { llm: scripted }),
      analyseCall(db(), call.id, { llm: scripted }),
    ]);
    // The other one finds it claimed (busy), or already done (unchanged) if it came late.
    expect(racing.filter((result) => result.outcome === 'analysed')).toHaveLength(1);
    expect((await analyseCall(db(), call.id, { llm: scripted })).outcome).toBe('unchanged');
    expect(llm.requests.length - before).toBe(1);
  });

  it('analyses again after the settings changed, or when a rerun forces it', async () => {
    const call = await endedCall();
    await analyseCall(db(), call.id, { llm: scripted });
    expect((await analyseCall(db(), call.id, { llm: scripted, force: true })).outcome).toBe('analysed');
    await db()
      .collection(COLLECTIONS.agents)
      .doc(call.agentId)
      .update({ 'analysisSettings.summaryEnabled': false });
    const result = await analyseCall(db(), call.id, { llm: scripted });
    expect(result.outcome).toBe('analysed');
    expect((await stored(call.id))?.analysis).toMatchObject({ status: 'done', summary: '' });
  });

  it('records verdict unknown with the reason when the model answers something that is not JSON', async () => {
    const call = await endedCall();
    await analyseCall(db(), call.id, { llm: fixed('The call went great!') });
    expect((await stored(call.id))?.analysis).toMatchObject({
      status: 'done',
      verdict: 'unknown',
      rationale: MSG_ANALYSIS_NOT_JSON,
    });
  });

  it('records verdict unknown with the reason when the answer is off the schema', async () => {
    const call = await endedCall();
    const answer = {
      verdict: 'great',
      rationale: '',
      sentiment: 'Positive',
      reason: 'Sales',
      tags: [],
      fields: {},
    };
    await analyseCall(db(), call.id, { llm: fixed(JSON.stringify(answer)) });
    const { analysis } = (await stored(call.id)) ?? {};
    expect(analysis?.verdict).toBe('unknown');
    expect(analysis?.rationale).toMatch(/did not match the analysis schema/);
    // The unusable answer is an analysis: the next end event does not ask again.
    expect((await analyseCall(db(), call.id, { llm: scripted })).outcome).toBe('unchanged');
  });

  it('marks the analysis failed, without throwing, when the model is down; the next end event retries', async () => {
    const call = await endedCall();
    llm.failWith(503, openAiError('Overloaded', { type: 'server_error' }));
    try {
      expect((await analyseCall(db(), call.id, { llm: scripted })).outcome).toBe('analysed');
    } finally {
      llm.failWith(null);
    }
    expect((await stored(call.id))?.analysis).toMatchObject({
      status: 'failed',
      detail: MSG_ANALYSIS_LLM_UNAVAILABLE,
      verdict: 'unknown',
    });
    await analyseCall(db(), call.id, { llm: scripted });
    expect((await stored(call.id))?.analysis).toMatchObject({ status: 'done', verdict: 'success' });
  });

  it('keeps no content of a HIPAA agent’s call', async () => {
    const call = await endedCall({ generalSettings: { hipaaEnabled: true } });
    await analyseCall(db(), call.id, { llm: scripted });
    expect((await stored(call.id))?.analysis).toMatchObject({
      status: 'done',
      hipaa: true,
      verdict: 'success',
      summary: '',
      rationale: '',
      fields: {},
      tags: ['dead air', 'caller frustrated'],
    });
  });

  it('skips, without asking the model, a call the settings leave out and one not ended', async () => {
    const short = await endedCall({ analysisSettings: { minDurationSeconds: 120 } });
    const ongoing = await endedCall({}, { status: 'in-progress' });
    const before = llm.requests.length;
    await analyseCall(db(), short.id, { llm: scripted });
    expect((await stored(short.id))?.analysis).toMatchObject({ status: 'skipped' });
    expect((await stored(short.id))?.analysis?.detail).toMatch(/minimum duration/);
    expect((await analyseCall(db(), ongoing.id, { llm: scripted })).outcome).toBe('not-ended');
    expect(llm.requests.length).toBe(before);
  });

  it('marks the analysis failed when no model is configured, without a request', async () => {
    const call = await endedCall();
    const before = llm.requests.length;
    const unconfigured = openAiAnalysisLlm(() => ({ baseURL: llm.url, apiKey: '', model: 'm' }));
    await analyseCall(db(), call.id, { llm: unconfigured });
    expect((await stored(call.id))?.analysis).toMatchObject({ status: 'failed' });
    expect((await stored(call.id))?.analysis?.detail).toMatch(/LLM_API_KEY/);
    expect(llm.requests.length).toBe(before);
  });
});

describe('at the end of a call', () => {
  it('finishCall analyses the call with the deployment’s model, and the webhook payload carries it', async () => {
    vi.stubEnv('LLM_BASE_URL', llm.url);
    vi.stubEnv('LLM_API_KEY', 'scripted-local');
    vi.stubEnv('LLM_MODEL', 'parley-scripted');
    const call = await endedCall();
    await finishCall(db(), call);
    const analysed = await stored(call.id);
    expect(analysed?.analysis).toMatchObject({ status: 'done', verdict: 'success' });
    expect(postCallPayload(analysed as CallRecord, 'd1')).toMatchObject({
      call: {
        analysis: {
          verdict: 'success',
          fields: { plan: 'premium' },
          tags: ['dead air', 'caller frustrated'],
        },
      },
    });
  });
});
