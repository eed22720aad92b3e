// Test runs end to end against the emulator and the scripted LLM: the start and cancel routes (who may,
// another organisation, bad input), a turn test and a scenario executed by the worker with their results,
// tool mocks that never reach the network, and two runs started at once finishing with exact counts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_ROUTES,
  apiPath,
  buildWorkflow,
  COLLECTIONS,
  maxTurnsClampedMessage,
  SCENARIO_MAX_TURNS,
  testResultSchema,
  testRunSchema,
  type Agent,
  type AgentTestInput,
  type Organisation,
} from '@parley/domain';
import { startScriptedLlm, type ScriptedLlm } from '@parley/scripts/fakes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';
import { forgetFundedBalances, modelUsageEntryId } from '../runtime/model-usage';
import { advanceTestRun, runToEnd } from './run-worker';

// Every outbound request the platform makes goes through the guard: counting its calls shows a mocked
// tool never reaches the network (the server behind the step's URL counts too).
const outbound = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../lib/outbound/guarded-fetch', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/outbound/guarded-fetch')>();
  return {
    ...actual,
    guardedFetch: (...args: Parameters<typeof actual.guardedFetch>) => {
      outbound.calls += 1;
      return actual.guardedFetch(...args);
    },
  };
});

const api = useApi();
const owner = newCaller('owner');
const member = newCaller('member');
const viewer = newCaller('viewer');
const stranger = newCaller('stranger');
let llm: ScriptedLlm;
let org: Organisation;
let agent: Agent;
let strangerOrg: Organisation;
let bookingServer: Server;
let bookingUrl: string;
let bookingHits = 0;

const flow = (url: string) =>
  JSON.stringify(
    buildWorkflow(
      [
        { id: 'start', type: 'RECEIVE_CALL' },
        {
          id: 'ask',
          type: 'QUESTION',
          config: {
            label: 'Ask name',
            question: 'What is your name?',
            variable: { name: 'caller_name', type: 'name' },
          },
        },
        {
          id: 'book',
          type: 'API_REQUEST',
          config: {
            label: 'Book',
            url,
            method: 'POST',
            bodyTemplate: '{"name":"{{caller_name}}"}',
            responseVariable: 'booking',
          },
        },
        {
          id: 'thanks',
          type: 'SAY_EXACTLY',
          config: { label: 'Thanks', message: 'Thanks {{caller_name}}.' },
        },
        { id: 'end', type: 'END_CALL', config: { label: 'End', message: 'Bye!' } },
      ],
      [
        ['start', 'ask'],
        ['ask', 'book'],
        ['book', 'thanks'],
        ['thanks', 'end'],
      ],
    ),
  );

const bookingMock = (url: string) => ({ urlContains: url, status: 200, body: '{"booked":true}' });

/** A test's fields as an editor writes them (each kind's own; agentId and orgId added here). */
type TestFields = AgentTestInput extends infer Test
  ? Test extends unknown
    ? Omit<Test, 'agentId'>
    : never
  : never;

async function addTest(test: TestFields, agentId = agent.id, orgId = org.id) {
  const id = uniqueId('test');
  await db()
    .collection(COLLECTIONS.agentTests)
    .doc(id)
    .set({ ...test, agentId, orgId });
  return id;
}

const start = (caller = owner, body: Record<string, unknown> = {}, agentId = agent.id) =>
  api('POST', apiPath(API_ROUTES.startTestRun, { agentId }), { caller, body });

const cancel = (runId: string, caller = owner, agentId = agent.id) =>
  api('POST', apiPath(API_ROUTES.cancelTestRun, { agentId, runId }), { caller, body: {} });

const runOf = async (runId: string) =>
  testRunSchema.parse((await db().collection(COLLECTIONS.testRuns).doc(runId).get()).data());

const resultOf = async (runId: string, testId: string) =>
  testResultSchema.parse(
    (await db().collection(COLLECTIONS.testResults).doc(`${runId}_${testId}`).get()).data(),
  );

const runIdOf = (answer: { body: unknown }) => (answer.body as { data: { runId: string } }).data.runId;

let greets: string;
let books: string;
let wrongNode: string;
let scenario: string;

beforeAll(async () => {
  llm = await startScriptedLlm();
  vi.stubEnv('LLM_BASE_URL', llm.url);
  vi.stubEnv('LLM_API_KEY', 'scripted-local');
  bookingServer = createServer((_req, res) => {
    bookingHits += 1;
    res.end('{"booked":"for real"}');
  });
  await new Promise<void>((resolve) => bookingServer.listen(0, '127.0.0.1', resolve));
  bookingUrl = `http://127.0.0.1:${String((bookingServer.address() as AddressInfo).port)}/book`;
  await Promise.all([owner, member, stranger].map((caller) => seedUser(caller)));
  await seedUser(viewer, { role: 'VIEWER' });
  org = await seedOrg({ owner, members: [member, viewer] });
  let workflowId: string;
  ({
    agent,
    workflow: { id: workflowId },
  } = await seedAgent(org, { greeting: 'Hi there!' }));
  await db()
    .collection(COLLECTIONS.workflows)
    .doc(workflowId)
    .update({ contentJSON: flow(bookingUrl) });
  strangerOrg = await seedOrg({ owner: stranger });
  greets = await addTest({
    kind: 'turn',
    name: 'Asks for the name',
    callerLines: ['Hello'],
    assertions: [{ kind: 'not-contains', text: 'Bye' }],
  });
  books = await addTest({
    kind: 'turn',
    name: 'Books with the name',
    callerLines: ['My name is Ada Lovelace'],
    toolMocks: [bookingMock('/book')],
    assertions: [
      { kind: 'contains', text: 'Thanks Ada Lovelace' },
      { kind: 'regex', pattern: '^thanks \\w+' },
      { kind: 'tool-called', name: 'book', arguments: { name: 'Ada Lovelace' } },
      { kind: 'node-reached', nodeId: 'book' },
      { kind: 'variable-equals', name: 'booking', value: '{"booked":true}' },
      { kind: 'call-ended', reason: 'end-call-step' },
    ],
  });
  wrongNode = await addTest({
    kind: 'turn',
    name: 'Reaches a step that does not exist',
    callerLines: ['My name is Ada Lovelace'],
    toolMocks: [bookingMock('/book')],
    assertions: [{ kind: 'node-reached', nodeId: 'pay' }],
  });
  scenario = await addTest({
    kind: 'scenario',
    name: 'A caller books',
    goal: 'I would like to book a visit.',
    facts: { name: 'My name is Grace Hopper' },
    maxTurns: 10_000,
    repeats: 2,
    toolMocks: [bookingMock('/book')],
    assertions: [{ kind: 'node-reached', nodeId: 'book' }],
    rubric: 'The agent thanks the caller by name.',
  });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await llm.close();
  await new Promise((resolve) => bookingServer.close(resolve));
});

describe('a run of an agent’s tests', () => {
  it('runs a turn test and a scenario, with results per test and per assertion, and no request leaves', async () => {
    const answer = await start(member, { testIds: [books, scenario] });
    expect(answer.status).toBe(200);
    const runId = runIdOf(answer);
    expect(await runOf(runId)).toMatchObject({
      status: 'in_progress',
      total: 2,
      done: 0,
      currentTestId: books,
      target: 'current',
    });
    await runToEnd(runId);

    const run = await runOf(runId);
    expect(run).toMatchObject({ status: 'succeeded', stopReason: null, done: 2, passed: 2, failed: 0 });
    expect(run.usage.llmCalls).toBeGreaterThan(0);
    // Each stored result's model usage is debited once, by the credit rules, under the run's and test's id.
    const entry = await db()
      .collection(COLLECTIONS.creditLedger)
      .doc(modelUsageEntryId(`testrun_${runId}_${books}`, 0))
      .get();
    expect(entry.get('amount')).toBeLessThan(0);

    const turn = await resultOf(runId, books);
    expect(turn).toMatchObject({ kind: 'turn', passed: true, name: 'Books with the name' });
    expect(turn.attempts[0]?.assertions.map((each) => each.passed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(turn.attempts[0]?.path).toEqual(['start', 'ask', 'book', 'thanks', 'end']);
    expect(turn.attempts[0]?.transcript).toEqual([
      { role: 'agent', text: 'Hi there!' },
      { role: 'agent', text: 'What is your name?' },
      { role: 'caller', text: 'My name is Ada Lovelace' },
      { role: 'agent', text: 'Thanks Ada Lovelace.' },
      { role: 'agent', text: 'Bye!' },
    ]);

    const played = await resultOf(runId, scenario);
    expect(played).toMatchObject({ kind: 'scenario', passed: true });
    expect(played.attempts).toHaveLength(2);
    for (const attempt of played.attempts) {
      expect(attempt.transcript).toContainEqual({ role: 'caller', text: 'My name is Grace Hopper' });
      expect(attempt.variables.caller_name).toBe('Grace Hopper');
      expect(attempt.rubric).toMatchObject({ verdict: 'pass' });
      expect(attempt.notes).toEqual([maxTurnsClampedMessage(10_000, SCENARIO_MAX_TURNS)]);
    }
    // The mock answered every booking: nothing went out, and the server behind the step's URL was never asked.
    expect(outbound.calls).toBe(0);
    expect(bookingHits).toBe(0);
  });

  it('fails a test whose request no mock matches, without sending it', async () => {
    const unmocked = await addTest({
      kind: 'turn',
      name: 'Books without a mock',
      callerLines: ['My name is Ada Lovelace'],
      toolMocks: [bookingMock('/elsewhere')],
      assertions: [{ kind: 'variable-equals', name: 'booking', value: '{"booked":"for real"}' }],
    });
    const runId = runIdOf(await start(owner, { testIds: [unmocked] }));
    await runToEnd(runId);
    const result = await resultOf(runId, unmocked);
    expect(result.passed).toBe(false);
    expect(result.attempts[0]?.assertions[0]?.detail).toBe('"booking" was not set.');
    expect(outbound.calls).toBe(0);
    expect(bookingHits).toBe(0);
  });

  it('finishes two runs started at once with exact counts, naming the step a failed test missed', async () => {
    const [first, second] = await Promise.all([start(owner), start(member)]);
    const runIds = [runIdOf(first), runIdOf(second)];
    // Each run advanced by two workers at once, as duplicate trigger deliveries would.
    await Promise.all(runIds.flatMap((runId) => [runToEnd(runId), runToEnd(runId)]));
    for (const runId of runIds) {
      const run = await runOf(runId);
      expect(run.testIds).toEqual(expect.arrayContaining([greets, books, wrongNode, scenario]));
      expect(run).toMatchObject({
        status: 'failed',
        stopReason: null,
        total: run.testIds.length,
        done: run.testIds.length,
        currentTestId: null,
      });
      expect(run.passed + run.failed).toBe(run.total);
      const results = await db().collection(COLLECTIONS.testResults).where('runId', '==', runId).get();
      expect(results.size).toBe(run.total);
      expect(results.docs.filter((doc) => doc.get('passed') === false)).toHaveLength(run.failed);
      const missed = await resultOf(runId, wrongNode);
      expect(missed.attempts[0]?.assertions[0]?.detail).toContain('Did not reach step "pay"');
    }
  });

  it('stops a cancelled run before its next test, keeping the results so far', async () => {
    const runId = runIdOf(await start(owner, { testIds: [greets, books] }));
    const [first] = (await runOf(runId)).testIds;
    expect(await advanceTestRun(runId)).toBe(true);
    const answer = await cancel(runId, member);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { cancelRequested: true } });
    expect(await advanceTestRun(runId)).toBe(false);
    expect(await runOf(runId)).toMatchObject({
      status: 'failed',
      stopReason: 'cancelled',
      done: 1,
      passed: 1,
      currentTestId: null,
    });
    expect((await resultOf(runId, first ?? '')).passed).toBe(true);
    // Cancelling a finished run changes nothing.
    expect((await cancel(runId)).body).toMatchObject({ data: { cancelRequested: false } });
  });

  it('stops a run that runs out of credits with a clear state, keeping the results so far', async () => {
    const balance = db().collection(COLLECTIONS.creditBalances).doc(owner.uid);
    const before = (await balance.get()).data();
    const runId = runIdOf(await start(owner, { testIds: [greets, books] }));
    expect(await advanceTestRun(runId)).toBe(true);
    await balance.set({ uid: owner.uid, balance: 0, metered: true });
    forgetFundedBalances();
    try {
      await runToEnd(runId);
      expect(await runOf(runId)).toMatchObject({
        status: 'failed',
        stopReason: 'out-of-credits',
        done: 1,
        passed: 1,
        currentTestId: null,
      });
      expect((await resultOf(runId, greets)).passed).toBe(true);
    } finally {
      await (before ? balance.set(before) : balance.delete());
      forgetFundedBalances();
    }
  });

  it('records a test that is not valid as failed with its problems, and runs the others', async () => {
    const broken = await addTest({ kind: 'turn', name: 'No lines', callerLines: [], assertions: [] });
    const runId = runIdOf(await start(owner, { testIds: [broken, greets] }));
    await runToEnd(runId);
    expect(await runOf(runId)).toMatchObject({ status: 'failed', done: 2, passed: 1, failed: 1 });
    const result = await resultOf(runId, broken);
    expect(result).toMatchObject({ kind: 'invalid', passed: false });
    expect(result.attempts[0]?.notes.length).toBeGreaterThan(1);
  });
});

describe('who may start and cancel runs', () => {
  it('refuses a VIEWER, and answers another organisation’s agent and run not found', async () => {
    const before = llm.requests.length;
    expect((await start(viewer)).status).toBe(403);
    const foreign = await start(stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: { details: { reason: 'agent-not-found' } } });
    const runId = runIdOf(await start(owner, { testIds: [greets] }));
    const { agent: strangersAgent } = await seedAgent(strangerOrg);
    const crossed = await cancel(runId, stranger, strangersAgent.id);
    expect(crossed.status).toBe(404);
    expect(crossed.body).toMatchObject({ error: { details: { reason: 'test-run-not-found' } } });
    expect((await cancel(runId, stranger)).status).toBe(404);
    expect(llm.requests.length).toBe(before);
  });

  it('answers bad input with a 4xx: no tests, an unknown version, a malformed body', async () => {
    const { agent: empty } = await seedAgent(org);
    const none = await start(owner, {}, empty.id);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: { details: { reason: 'no-tests-to-run' } } });
    const version = await start(owner, { target: 42 });
    expect(version.status).toBe(404);
    expect(version.body).toMatchObject({ error: { details: { reason: 'version-not-found' } } });
    expect((await start(owner, { testIds: 'all' })).status).toBe(400);
    expect((await start(owner, { target: -1 })).status).toBe(400);
  });
});
