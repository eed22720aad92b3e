// Test chat over HTTP: who may talk to an agent, continuing and re-running a conversation, a published
// version against the draft, and nothing run for another organisation's agent.
import { randomUUID } from 'node:crypto';
import {
  API_ROUTES,
  apiPath,
  buildWorkflow,
  COLLECTIONS,
  type Agent,
  type TestChatResponse,
} from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startScriptedLlm, type ScriptedLlm } from '@parley/scripts/fakes';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';

const api = useApi();
const owner = newCaller('owner');
const member = newCaller('member');
const viewer = newCaller('viewer');
const stranger = newCaller('stranger');
let llm: ScriptedLlm;
let agent: Agent;

const flow = (question: string) =>
  JSON.stringify(
    buildWorkflow(
      [
        { id: 'start', type: 'RECEIVE_CALL' },
        {
          id: 'ask',
          type: 'QUESTION',
          config: { label: 'Ask name', question, variable: { name: 'caller_name', type: 'name' } },
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
        ['ask', 'thanks'],
        ['thanks', 'end'],
      ],
    ),
  );

const chat = (caller = owner, body: Record<string, unknown> = {}) =>
  api('POST', apiPath(API_ROUTES.testChat, { agentId: agent.id }), {
    caller,
    body: { callerTurns: [], ...body },
  });

beforeAll(async () => {
  llm = await startScriptedLlm();
  vi.stubEnv('LLM_BASE_URL', llm.url);
  vi.stubEnv('LLM_API_KEY', 'scripted-local');
  await Promise.all([owner, member, stranger].map((caller) => seedUser(caller)));
  await seedUser(viewer, { role: 'VIEWER' });
  const org = await seedOrg({ owner, members: [member, viewer] });
  let workflowId: string;
  ({
    agent,
    workflow: { id: workflowId },
  } = await seedAgent(org, { greeting: 'Hi there!' }));
  await db()
    .collection(COLLECTIONS.workflows)
    .doc(workflowId)
    .update({ contentJSON: flow('Who is calling?') });
  await seedOrg({ owner: stranger });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await llm.close();
});

describe('POST /agent/{agentId}/test-chat', () => {
  it('starts with the greeting, continues with one new turn, and re-runs from the start when a line is edited', async () => {
    const start = await chat(member);
    expect(start.status).toBe(200);
    const started = start.body as TestChatResponse;
    expect(started).toMatchObject({ fromStart: true, state: { nodeId: 'ask' } });
    expect(started.turns.map((turn) => turn.reply)).toEqual(['Hi there! Who is calling?']);

    const next = (await chat(member, { conversationId: started.conversationId, callerTurns: ['I am Ada'] }))
      .body as TestChatResponse;
    expect(next.fromStart).toBe(false);
    expect(next.conversationId).toBe(started.conversationId);
    expect(next.turns).toEqual([expect.objectContaining({ caller: 'I am Ada', reply: 'Thanks Ada. Bye!' })]);
    expect(next.state.status).toBe('ended');
    expect(next.state.variables.caller_name).toBe('Ada');

    const edited = (await chat(member, { conversationId: next.conversationId, callerTurns: ['I am Grace'] }))
      .body as TestChatResponse;
    expect(edited.fromStart).toBe(true);
    expect(edited.turns.map((turn) => turn.reply)).toEqual([
      'Hi there! Who is calling?',
      'Thanks Grace. Bye!',
    ]);
  });

  it('picks up an edit of the draft in a new chat', async () => {
    await db()
      .collection(COLLECTIONS.workflows)
      .doc(agent.workflowIds[0] ?? '')
      .update({ contentJSON: flow('Your name, please?') });
    const answer = (await chat(owner)).body as TestChatResponse;
    expect(answer.turns[0]?.reply).toBe('Hi there! Your name, please?');
  });

  it('runs the workflow the editor names, and the default one when the agent has no such workflow', async () => {
    const defaultId = agent.workflowIds[0] ?? '';
    const defaultDoc = (await db().collection(COLLECTIONS.workflows).doc(defaultId).get()).data();
    const secondId = `wf-${randomUUID()}`;
    await db()
      .collection(COLLECTIONS.workflows)
      .doc(secondId)
      .set({ ...defaultDoc, id: secondId, name: 'Second', contentJSON: flow('Second flow: your name?') });
    const named = (await chat(owner, { workflowId: secondId })).body as TestChatResponse;
    expect(named.turns[0]?.reply).toBe('Hi there! Second flow: your name?');
    expect(named.state.workflowId).toBe(secondId);
    const unknown = (await chat(owner, { workflowId: 'wf-elsewhere' })).body as TestChatResponse;
    expect(unknown.state.workflowId).toBe(defaultId);
  });

  it('answers not found for a version that does not exist', async () => {
    const answer = await chat(owner, { target: 7 });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { details: { reason: 'version-not-found' } } });
  });

  it('refuses a VIEWER and answers another organisation not found, running nothing', async () => {
    const before = llm.requests.length;
    const conversationsBefore = (
      await db().collection(COLLECTIONS.conversations).where('agentId', '==', agent.id).get()
    ).size;
    expect((await chat(viewer)).status).toBe(403);
    const foreign = await chat(stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: { details: { reason: 'agent-not-found' } } });
    expect(llm.requests.length).toBe(before);
    const conversationsAfter = (
      await db().collection(COLLECTIONS.conversations).where('agentId', '==', agent.id).get()
    ).size;
    expect(conversationsAfter).toBe(conversationsBefore);
  });

  it('refuses a line that is empty or too long with a 400', async () => {
    expect((await chat(owner, { callerTurns: [''] })).status).toBe(400);
    expect((await chat(owner, { callerTurns: ['x'.repeat(2001)] })).status).toBe(400);
  });
});
