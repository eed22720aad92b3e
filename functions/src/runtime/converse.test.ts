// The conversation service against the emulator and the scripted LLM: model usage is debited once per
// turn, an organisation without credits gets the refusal before anything runs, and a concurrent retry of
// a turn cannot overwrite the state the first one stored.
import { randomUUID } from 'node:crypto';
import { agentSchema, API_ERROR_REASONS, buildWorkflow, COLLECTIONS, workflowSchema } from '@parley/domain';
import { buildSnapshot, type CallContext } from '@parley/runtime';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startScriptedLlm, type ScriptedLlm } from '@parley/scripts/fakes';
import { adminApp } from '@parley/scripts/testing';
import { readConversation } from './conversation-store';
import { converse, type ConverseRequest } from './converse';
import { debitModelUsage, modelUsageEntryId } from './model-usage';

let llm: ScriptedLlm;
const db = () => getFirestore(adminApp());

beforeAll(async () => {
  llm = await startScriptedLlm();
  vi.stubEnv('LLM_BASE_URL', llm.url);
  vi.stubEnv('LLM_API_KEY', 'scripted-local');
  vi.stubEnv('LLM_MODEL', 'parley-scripted');
  // One credit per token: a turn's debit is exactly its tokens.
  vi.stubEnv('MODEL_TOKENS_PER_CREDIT', '1');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await llm.close();
});

/** An organisation whose owner has a metered `balance`, and a conversation request for its agent. */
async function setUp(balance: number) {
  const orgId = randomUUID();
  const uid = randomUUID();
  await db()
    .collection(COLLECTIONS.orgs)
    .doc(orgId)
    .set({ id: orgId, name: 'Bikes', ownerUid: uid, agentIds: [], adminUids: [], memberUids: [] });
  await db().collection(COLLECTIONS.creditBalances).doc(uid).set({ uid, balance, metered: true });
  const agent = agentSchema.parse({
    id: `agent-${orgId}`,
    uid,
    orgId,
    name: 'Bike Shop',
    greeting: 'Hello!',
    workflowIds: ['wf'],
    workflowSettings: { defaultWorkflowId: 'wf' },
  });
  const workflow = workflowSchema.parse({
    id: 'wf',
    agentId: agent.id,
    name: 'Main',
    contentJSON: JSON.stringify(
      buildWorkflow(
        [
          { id: 'start', type: 'RECEIVE_CALL' },
          {
            id: 'ask',
            type: 'QUESTION',
            config: {
              label: 'Name',
              question: 'Your name?',
              variable: { name: 'caller_name', type: 'name' },
            },
          },
          { id: 'end', type: 'END_CALL', config: { label: 'Bye', message: 'Bye {{caller_name}}.' } },
        ],
        [
          ['start', 'ask'],
          ['ask', 'end'],
        ],
      ),
    ),
  });
  const context: CallContext = {
    callType: 'webCall',
    customerNumber: '',
    agentNumber: '',
    ownerEmail: '',
    variables: {},
    workflowId: null,
  };
  const request = (callerTurns: string[]): ConverseRequest => ({
    conversationId: `conv-${randomUUID()}`,
    kind: 'test',
    agentId: agent.id,
    snapshot: () => Promise.resolve(buildSnapshot(agent, [workflow], null)),
    context,
    callerTurns,
  });
  return { orgId, uid, request };
}

async function drain(run: ReturnType<typeof converse>) {
  let step = await run.next();
  while (!step.done) step = await run.next();
  return step.value;
}

const ledgerOf = async (uid: string) =>
  (await db().collection(COLLECTIONS.creditLedger).where('uid', '==', uid).get()).docs;
const balanceOf = async (uid: string) =>
  Number((await db().collection(COLLECTIONS.creditBalances).doc(uid).get()).get('balance'));

describe('model usage as credits', () => {
  it('debits each turn’s tokens once, even when the debit is repeated', async () => {
    const { orgId, uid, request } = await setUp(100_000);
    const first = request(['My name is Ada Lovelace']);
    const { state } = await drain(converse(first));
    const tokens = state.usage.promptTokens + state.usage.completionTokens;
    expect(tokens).toBeGreaterThan(0);
    expect(await balanceOf(uid)).toBe(100_000 - tokens);
    const entries = await ledgerOf(uid);
    expect(entries.map((entry) => [entry.id, entry.data().amount, entry.data().reason] as unknown[])).toEqual(
      [[modelUsageEntryId(first.conversationId, 1), -tokens, 'call_usage']],
    );
    // The same turn reported again (a retried debit) applies nothing.
    await debitModelUsage(orgId, first.conversationId, [{ turn: 1, tokensBefore: 0, tokensAfter: tokens }]);
    expect(await ledgerOf(uid)).toHaveLength(1);
    expect(await balanceOf(uid)).toBe(100_000 - tokens);
  });

  it('refuses to start or go on when the balance is used up, and nothing runs', async () => {
    const { uid, request } = await setUp(0);
    const asked = llm.requests.length;
    const refused = request(['Ada']);
    await expect(drain(converse(refused))).rejects.toMatchObject({
      code: 'resource-exhausted',
      details: { reason: API_ERROR_REASONS.quotaExceeded },
    });
    expect(llm.requests.length).toBe(asked);
    expect(await readConversation(refused.conversationId)).toBeNull();
    expect(await ledgerOf(uid)).toEqual([]);
  });
});

describe('a turn retried concurrently', () => {
  it('lets the first store its state and refuses the other, which keeps and charges nothing', async () => {
    const { uid, request } = await setUp(100_000);
    const started = request([]);
    await drain(converse(started));
    const retry = { ...started, callerTurns: ['My name is Ada Lovelace'] };
    // Both read the stored conversation before either writes.
    const one = converse(retry);
    const other = converse(retry);
    const firstEvents = [await one.next(), await other.next()];
    expect(firstEvents.every((step) => !step.done)).toBe(true);
    const won = await drain(one);
    await expect(drain(other)).rejects.toMatchObject({
      code: 'aborted',
      details: { reason: API_ERROR_REASONS.conversationMovedOn },
    });
    const stored = await readConversation(started.conversationId);
    expect(stored?.callerTurns).toEqual(['My name is Ada Lovelace']);
    expect(stored?.state.turns).toBe(won.state.turns);
    expect((await ledgerOf(uid)).map((entry) => entry.id)).toEqual([
      modelUsageEntryId(started.conversationId, 1),
    ]);
  });
});
