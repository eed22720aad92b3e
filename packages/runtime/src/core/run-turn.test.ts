import { describe, expect, it } from 'vitest';
import { agentSchema } from '@parley/domain';
import { inboundContext, testSnapshot } from '../testing/agent-fixture';
import { fakePorts, lastCallerLine, systemOf, type FakePortsOptions } from '../testing/fake-ports';
import type { RuntimeEvent } from './events';
import { DEFAULT_TURN_LIMITS } from './limits';
import { startConversation, takeTurn } from './run-turn';
import type { RuntimeSnapshot } from './snapshot';
import type { ConversationState } from './state';
import { STEP_TOOL_NAME } from './step-tool';
import { transcriptEvents } from './transcript';

const FALLBACK = agentSchema.parse({ id: 'a', uid: 'u', orgId: 'o', name: 'x' }).generalSettings
  .fallbackMessage;

/** Drives a conversation turn by turn, keeping its state like the store does. */
function drive(snapshot: RuntimeSnapshot, options: FakePortsOptions = {}, limits = DEFAULT_TURN_LIMITS) {
  const ports = fakePorts(options);
  let state: ConversationState | null = null;
  const said = async (run: ReturnType<typeof startConversation>) => {
    const streamed: string[] = [];
    for await (const event of run.events) if (event.type === 'message-delta') streamed.push(event.text);
    const done = await run.done;
    state = done.state;
    return { reply: streamed.join(''), events: done.events, state: done.state };
  };
  return {
    ports,
    start: () => said(startConversation(snapshot, inboundContext, ports, limits)),
    caller: (text: string) =>
      said(takeTurn(snapshot, state as unknown as ConversationState, text, ports, limits)),
  };
}

const kinds = (events: readonly RuntimeEvent[]) =>
  events.map((event) => event.type).filter((type) => type !== 'message-delta');

/** A model that records answers when the step offers its tool, filling each property from the caller's words. */
const recordingModel: FakePortsOptions['llm'] = ({ messages, tools }) => {
  const tool = tools.find((each) => each.name === STEP_TOOL_NAME);
  const last = messages.at(-1);
  if (tool && last?.role === 'user') {
    const properties = Object.keys((tool.parameters as { properties: object }).properties);
    return { tool: STEP_TOOL_NAME, args: Object.fromEntries(properties.map((name) => [name, last.content])) };
  }
  return { text: 'Okay.' };
};

describe('a conversation', () => {
  const booking = testSnapshot(
    [
      { id: 'start', type: 'RECEIVE_CALL' },
      {
        id: 'ask',
        type: 'QUESTION',
        config: {
          label: 'Name',
          question: 'Who am I speaking with, {{caller_number}}?',
          variable: { name: 'caller_name', type: 'name' },
        },
      },
      {
        id: 'check',
        type: 'FILTER',
        config: {
          label: 'Known?',
          branches: [{ id: 'vip', label: 'VIP', condition: 'caller_name == "Ada"' }],
        },
      },
      { id: 'vip', type: 'SAY_EXACTLY', config: { label: 'VIP', message: 'Welcome back, {{caller_name}}!' } },
      {
        id: 'other',
        type: 'SAY_EXACTLY',
        config: { label: 'Other', message: 'Nice to meet you, {{caller_name}}.' },
      },
      { id: 'end', type: 'END_CALL', config: { label: 'Bye', message: 'Goodbye!' } },
      {
        id: 'mail',
        type: 'NOTIFICATION',
        config: { label: 'Tell owner', channel: 'email', recipients: ['{{owner_email}}'] },
      },
    ],
    [
      ['start', 'ask'],
      ['ask', 'check'],
      ['check', 'vip', 'vip'],
      ['check', 'other', 'otherwise'],
      ['vip', 'end'],
      ['other', 'end'],
      ['end', 'mail'],
    ],
  );

  it('greets with the greeting, then asks the first question with its variables filled', async () => {
    const chat = drive(booking, { llm: recordingModel });
    const { reply, state } = await chat.start();
    expect(reply).toBe('Hello from the Bike Shop! Who am I speaking with, +15555550123?');
    expect(state.nodeId).toBe('ask');
    expect(state.path).toEqual(['start', 'ask']);
  });

  it('collects the answer through the step tool, branches on it, ends the call and still runs post-call steps', async () => {
    const chat = drive(booking, { llm: recordingModel });
    await chat.start();
    const { reply, state, events } = await chat.caller('Ada');
    expect(reply).toBe('Welcome back, Ada! Goodbye!');
    expect(state.variables.caller_name).toBe('Ada');
    expect(state.status).toBe('ended');
    expect(state.path).toEqual(['start', 'ask', 'check', 'vip', 'end', 'mail']);
    expect(chat.ports.emails).toEqual([expect.objectContaining({ to: 'owner@example.com' })]);
    expect(kinds(events)).toEqual([
      'caller',
      'llm-timing',
      'variables-set',
      'node-entered',
      'branch-taken',
      'node-entered',
      'message',
      'node-entered',
      'message',
      'call-ended',
      'node-entered',
      'tool-result',
    ]);
    const otherCaller = drive(booking, { llm: recordingModel });
    await otherCaller.start();
    expect((await otherCaller.caller('Grace')).reply).toBe('Nice to meet you, Grace. Goodbye!');
  });

  it('gives the model the step, the prompt and the known variables, and keeps the step waiting on a bad answer', async () => {
    const snapshot = testSnapshot(
      [
        { id: 'start', type: 'RECEIVE_CALL' },
        {
          id: 'ask',
          type: 'QUESTION',
          config: {
            label: 'Phone',
            question: 'What number can we call?',
            variable: { name: 'callback', type: 'phone' },
          },
        },
        { id: 'end', type: 'END_CALL', config: { label: 'Bye', message: 'Bye.' } },
      ],
      [
        ['start', 'ask'],
        ['ask', 'end'],
      ],
      {
        personalityTraits: ['Friendly'],
        promptModules: [
          { id: 'm1', moduleId: 'Job & Role', content: 'You sell bikes.', contentMD: 'You sell bikes.' },
        ],
      },
    );
    const chat = drive(snapshot, { llm: recordingModel });
    await chat.start();
    const { reply, state } = await chat.caller('not a number');
    expect(state.nodeId).toBe('ask');
    expect(state.variables.callback).toBeUndefined();
    expect(reply).toBe('Okay.');
    const [first, retry] = chat.ports.llmRequests;
    if (!first || !retry) throw new Error('expected two model requests');
    const system = systemOf(first);
    expect(system).toContain('# Current step: Phone');
    expect(system).toContain('Ask the caller: What number can we call?');
    expect(system).toContain('You sell bikes.');
    expect(system).toContain('Personality: Friendly.');
    expect(system).toContain('caller_number: +15555550123');
    expect(retry.messages.at(-1)).toEqual(expect.objectContaining({ role: 'tool' }));
    expect(JSON.stringify(retry.messages.at(-1))).toContain('callback must be a valid phone');
  });

  it('answers from knowledge passages it retrieved for the turn', async () => {
    const snapshot = testSnapshot([], [], { faqIds: ['f1'] });
    const chat = drive(snapshot, {
      passages: [
        { id: 'faq_f1', source: 'faq', title: 'Test rides?', text: 'Test rides?\nYes, every Saturday.' },
      ],
      llm: ({ messages }) => ({
        text: messages[0]?.content.includes('[kb:faq_f1] Test rides?') ? 'Yes, every Saturday.' : 'No idea.',
      }),
    });
    await chat.start();
    const { reply, events } = await chat.caller('Can I book test rides?');
    expect(reply).toBe('Yes, every Saturday.');
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'knowledge-used',
        passages: [expect.objectContaining({ id: 'faq_f1' })],
      }),
    );
  });

  it('ends the call on an end-call phrase with the end-call message', async () => {
    const snapshot = testSnapshot([], [], {
      voiceEngineSettings: { endCallPhrases: ['talk later'], endCallMessage: 'Take care!' },
    });
    const chat = drive(snapshot);
    await chat.start();
    const { reply, state } = await chat.caller('OK, talk later then');
    expect(reply).toBe('Take care!');
    expect(state).toMatchObject({ status: 'ended', endedReason: 'end-call-phrase' });
    expect(chat.ports.llmRequests).toHaveLength(0);
  });

  it('ends the call past the maximum duration with its message', async () => {
    const snapshot = testSnapshot([], [], {
      generalSettings: { maxDurationMinutes: 1, maxDurationEndMessage: 'Time is up.' },
    });
    const chat = drive(snapshot);
    await chat.start();
    chat.ports.advance(61_000);
    expect((await chat.caller('still there?')).reply).toBe('Time is up.');
  });
});

describe('guards', () => {
  it('stops a cycle that never waits for the caller at the step cap and says the fallback line', async () => {
    const snapshot = testSnapshot(
      [
        { id: 'start', type: 'RECEIVE_CALL' },
        { id: 'a', type: 'SIGNPOST' },
        { id: 'b', type: 'SIGNPOST' },
      ],
      [
        ['start', 'a'],
        ['a', 'b'],
        ['b', 'a'],
      ],
      { greeting: '' },
    );
    const chat = drive(snapshot);
    const { reply, events, state } = await chat.start();
    expect(reply).toBe(FALLBACK);
    expect(events).toContainEqual(expect.objectContaining({ type: 'failure', reason: 'step-cap' }));
    expect(state.path.length).toBe(DEFAULT_TURN_LIMITS.maxStepsPerTurn);
  });

  it('says the fallback line when the model does not answer before the deadline', async () => {
    const chat = drive(
      testSnapshot([], []),
      { llm: () => ({ hang: true }) },
      { ...DEFAULT_TURN_LIMITS, llmDeadlineMs: 20 },
    );
    await chat.start();
    const { reply, events } = await chat.caller('hello?');
    expect(reply).toBe(FALLBACK);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'failure',
        reason: 'llm',
        detail: 'The language model did not answer in time.',
      }),
    );
  });

  it('says the fallback line when the model fails, without its error text', async () => {
    const chat = drive(testSnapshot([], []), {
      llm: () => ({ error: 'ECONNREFUSED 127.0.0.1:9999 stack...' }),
    });
    await chat.start();
    const { reply, events } = await chat.caller('hello?');
    expect(reply).toBe(FALLBACK);
    expect(JSON.stringify(events)).not.toContain('ECONNREFUSED');
  });

  const requestFlow = (withFailureEdge: boolean) =>
    testSnapshot(
      [
        { id: 'start', type: 'RECEIVE_CALL' },
        {
          id: 'req',
          type: 'API_REQUEST',
          config: {
            label: 'Lookup',
            method: 'GET',
            url: 'http://169.254.169.254/latest',
            responseVariable: 'meta',
          },
        },
        { id: 'ok', type: 'SAY_EXACTLY', config: { label: 'OK', message: 'Got it.' } },
        {
          id: 'sorry',
          type: 'SAY_EXACTLY',
          config: { label: 'Sorry', message: 'I could not look that up.' },
        },
      ],
      [['start', 'req'], ['req', 'ok'], ...(withFailureEdge ? ([['req', 'sorry', 'failure']] as const) : [])],
      { greeting: '' },
    );

  it('takes the failure edge when a tool is refused', async () => {
    const chat = drive(requestFlow(true));
    const { reply, events } = await chat.start();
    expect(reply).toBe('I could not look that up.');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'tool-result', ok: false, error: 'No server in this test.' }),
    );
  });

  it('says the fallback line when a failed tool has no failure edge', async () => {
    const chat = drive(requestFlow(false));
    expect((await chat.start()).reply).toBe(FALLBACK);
  });
});

describe('the transcript', () => {
  it('writes the spec event types in order with their timings', async () => {
    const snapshot = testSnapshot(
      [
        { id: 'start', type: 'RECEIVE_CALL' },
        {
          id: 'ask',
          type: 'QUESTION',
          config: { label: 'Name', question: 'Your name?', variable: { name: 'caller_name', type: 'name' } },
        },
        {
          id: 'req',
          type: 'API_REQUEST',
          config: { label: 'Save', url: 'https://example.com/save', bodyTemplate: '{"n":"{{caller_name}}"}' },
        },
        { id: 'end', type: 'END_CALL', config: { label: 'Bye', message: 'Bye {{caller_name}}.' } },
      ],
      [
        ['start', 'ask'],
        ['ask', 'req'],
        ['req', 'end'],
      ],
    );
    const chat = drive(snapshot, {
      llm: recordingModel,
      http: () => ({ status: 200, body: '{"ok":true}' }),
    });
    const started = await chat.start();
    const turn = await chat.caller('Ada');
    expect(chat.ports.http[0]).toMatchObject({
      method: 'POST',
      url: 'https://example.com/save',
      body: '{"n":"Ada"}',
    });
    const first = transcriptEvents(started.events, { at: 0, firstIndex: 0 });
    const second = transcriptEvents(turn.events, { at: 5, firstIndex: first.length });
    expect(first.map((event) => event.type)).toEqual([
      'workflow_triggered',
      'assistant',
      'state_transition',
      'state_transition',
      'assistant',
      'response_type',
    ]);
    expect(second.map((event) => event.type)).toEqual([
      'user',
      'stored_variables',
      'state_transition',
      'action',
      'state_transition',
      'assistant',
      'action',
      'response_type',
    ]);
    expect(second.map((event) => event.index)).toEqual(second.map((_event, index) => first.length + index));
    expect(second.at(-1)?.data).toMatchObject({ llmCalls: 1, promptTokens: 100, completionTokens: 10 });
    expect(lastCallerLine(chat.ports.llmRequests[0]?.messages ?? [])).toBe('Ada');
  });
});
