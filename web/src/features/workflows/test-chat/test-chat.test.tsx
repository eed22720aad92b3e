import {
  agentSchema,
  agentVersionSchema,
  testChatResponseSchema,
  type AgentVersion,
  type TestChatResponse,
} from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toHelperError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { TestChat, type TestChatProps } from './test-chat';
import { TestChatDrawer } from './test-chat-drawer';
import type { TestChatInput, TestChatSend } from './test-chat-session';

vi.setConfig({ testTimeout: 20_000 });

const snapshot = agentSchema.parse({ id: 'a1', uid: 'u1', orgId: 'org-acme', name: 'Front desk' });
const version = (n: number): AgentVersion =>
  agentVersionSchema.parse({ id: `a1_${String(n)}`, agentId: 'a1', orgId: 'org-acme', version: n, snapshot });

type Turn = TestChatResponse['turns'][number];
const greeting: Turn = {
  caller: null,
  reply: 'Hello, Acme Plumbing. How can I help?',
  events: [
    { type: 'node-entered', nodeId: 'receive-call', nodeType: 'RECEIVE_CALL', label: 'Receive call' },
    { type: 'node-entered', nodeId: 'identify-purpose', nodeType: 'PROMPT', label: 'Identify purpose' },
    { type: 'message', text: 'Hello, Acme Plumbing. How can I help?', source: 'scripted' },
  ],
};
const turn = (caller: string, reply: string, events: Turn['events'] = []): Turn => ({
  caller,
  reply,
  events: [...events, { type: 'message', text: reply, source: 'llm' }],
});

function answer(
  turns: Turn[],
  overrides: Partial<Omit<TestChatResponse, 'turns'>> & {
    variables?: Record<string, string>;
    nodeId?: string;
  } = {},
): TestChatResponse {
  const { variables = {}, nodeId = 'identify-purpose', ...rest } = overrides;
  return testChatResponseSchema.parse({
    conversationId: 'test_1',
    version: null,
    fromStart: true,
    turns,
    state: {
      status: 'active',
      nodeId,
      workflowId: 'wf-1',
      path: ['receive-call', 'identify-purpose'],
      variables: { caller_number: '+14155550100', owner_email: 'owner@example.com', ...variables },
    },
    ...rest,
  });
}

/**
 * The agent answering each Test chat request in turn (the app wires in the real request, tested in
 * app/routes/workflow-editor-tab-page.test.tsx); `bodies()` are the requests it got.
 */
function chatApi(...answers: (TestChatResponse | Error)[]) {
  const api = vi.fn<TestChatSend>(() => {
    const next = answers.shift();
    if (next === undefined) return Promise.reject(new Error('No answer queued'));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const bodies = (): TestChatInput[] => api.mock.calls.map(([input]) => input);
  return { api, bodies };
}

function renderChat(api: TestChatSend, overrides: Partial<TestChatProps> = {}) {
  const props: TestChatProps = {
    send: api,
    versions: { status: 'success', data: [version(20), version(10)] },
    onFocusNode: vi.fn(),
    onPosition: vi.fn(),
    blockedReason: null,
    ...overrides,
  };
  return { ...renderWithProviders(<TestChat {...props} />), props };
}

const conversation = () => within(screen.getByRole('log', { name: 'Conversation' }));

describe('TestChat', () => {
  it('starts the chat when opened: the greeting, the current step on the canvas and in the summary', async () => {
    const { api, bodies } = chatApi(answer([greeting]));
    const { props } = renderChat(api);

    expect(await conversation().findByText('Hello, Acme Plumbing. How can I help?')).toBeInTheDocument();
    expect(bodies()).toEqual([{ target: 'current', callerTurns: [], conversationId: null }]);
    // The canvas draws where the conversation is, without moving the keyboard focus there.
    expect(props.onPosition).toHaveBeenLastCalledWith({
      nodeId: 'identify-purpose',
      path: ['receive-call', 'identify-purpose'],
    });
    expect(props.onFocusNode).not.toHaveBeenCalled();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText(/Identify purpose/)).toBeInTheDocument();
    // System variables stay out of the collected ones.
    expect(summary.getByText('None yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Replies come from the agent's configured language model; on the local stack that is a scripted test model.",
      ),
    ).toBeInTheDocument();
  });

  it('sends a line with Enter and appends the reply; the variables collected show in the summary', async () => {
    const { api, bodies } = chatApi(
      answer([greeting]),
      answer([turn('My sink leaks', 'Sorry to hear that. What is your name?')], {
        fromStart: false,
        nodeId: 'collect-info',
        variables: { caller_reason: 'leaking sink' },
      }),
    );
    const { user, props } = renderChat(api);
    await conversation().findByText('Hello, Acme Plumbing. How can I help?');

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'My sink leaks{Enter}');

    expect(await conversation().findByText('Sorry to hear that. What is your name?')).toBeInTheDocument();
    expect(conversation().getByText('Hello, Acme Plumbing. How can I help?')).toBeInTheDocument();
    expect(conversation().getByText('My sink leaks')).toBeInTheDocument();
    expect(bodies()[1]).toEqual({
      target: 'current',
      callerTurns: ['My sink leaks'],
      conversationId: 'test_1',
    });
    expect(props.onPosition).toHaveBeenLastCalledWith(expect.objectContaining({ nodeId: 'collect-info' }));
    expect(screen.getByRole('list', { name: 'Collected variables' })).toHaveTextContent(
      'caller_reason = leaking sink',
    );
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('edits an earlier line: sends the lines up to it, edited, and shows the conversation re-run', async () => {
    const first = turn('My sink leaks', 'What is your name?');
    const second = turn('Ann', 'Thanks Ann. Your number?');
    const { api, bodies } = chatApi(
      answer([greeting, first, second]),
      answer([greeting, turn('My boiler is broken', 'A boiler. What is your name?')]),
    );
    const { user } = renderChat(api);
    await conversation().findByText('Thanks Ann. Your number?');

    await user.click(conversation().getByRole('button', { name: 'Edit "My sink leaks"' }));
    const field = conversation().getByRole('textbox', { name: 'Edited line' });
    await user.clear(field);
    await user.type(field, 'My boiler is broken');
    await user.click(conversation().getByRole('button', { name: 'Save' }));

    expect(await conversation().findByText('A boiler. What is your name?')).toBeInTheDocument();
    expect(bodies()[1]).toEqual({
      target: 'current',
      callerTurns: ['My boiler is broken'],
      conversationId: 'test_1',
    });
    expect(conversation().queryByText('Thanks Ann. Your number?')).not.toBeInTheDocument();
    expect(conversation().queryByText('My sink leaks')).not.toBeInTheDocument();
  });

  it('restarts, and a version switch restarts the chat with that version', async () => {
    const { api, bodies } = chatApi(
      answer([greeting, turn('Hi', 'Hello again')]),
      answer([greeting], { conversationId: 'test_2' }),
      answer([{ ...greeting, reply: 'Old greeting', events: [] }], { conversationId: 'test_3', version: 10 }),
    );
    const { user } = renderChat(api);
    await conversation().findByText('Hello again');

    await user.click(screen.getByRole('button', { name: 'Restart' }));
    await waitFor(() => {
      expect(conversation().queryByText('Hello again')).not.toBeInTheDocument();
    });
    expect(bodies()[1]).toEqual({
      target: 'current',
      callerTurns: [],
      conversationId: null,
    });

    const versionSwitch = screen.getByRole('combobox', { name: 'Talk to' });
    expect(
      within(versionSwitch)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['This draft', 'Published v2.0', 'Published v1.0']);
    await user.selectOptions(versionSwitch, 'Published v1.0');
    expect(await conversation().findByText('Old greeting')).toBeInTheDocument();
    expect(bodies()[2]).toEqual({ target: 10, callerTurns: [], conversationId: null });
  });

  it("shows a turn's details: steps, branches, variables, knowledge, a tool call's request and response, latency and failures", async () => {
    const busy: Turn = turn('When are you open?', 'We open at nine.', [
      {
        type: 'branch-taken',
        nodeId: 'route',
        handle: 'hours',
        label: 'Opening hours',
        reason: 'asked about hours',
      },
      { type: 'node-entered', nodeId: 'lookup', nodeType: 'REQUEST', label: 'Look up hours' },
      { type: 'variables-set', nodeId: 'lookup', values: { opens_at: '09:00' } },
      {
        type: 'knowledge-used',
        query: 'hours',
        passages: [{ id: 'p1', title: 'Opening hours page', source: 'web' }],
      },
      {
        type: 'tool-result',
        nodeId: 'lookup',
        name: 'get_hours',
        ok: true,
        request: { day: 'monday' },
        response: { opens: '09:00' },
        error: null,
        ms: 42,
      },
      { type: 'llm-timing', firstTokenMs: 120, totalMs: 480, promptTokens: 300, completionTokens: 12 },
      { type: 'failure', reason: 'step-cap', detail: 'stopped after 25 steps' },
      { type: 'message', text: 'Sorry, something went wrong.', source: 'fallback' },
    ]);
    const { api } = chatApi(answer([greeting, busy]));
    const { user } = renderChat(api);
    await conversation().findByText('We open at nine.');

    // The fallback line is marked as such.
    expect(conversation().getByText('Fallback line')).toBeInTheDocument();
    expect(conversation().getByText('Sorry, something went wrong.')).toBeInTheDocument();

    const details = conversation().getAllByRole('button', { name: 'Details' })[1] as HTMLElement;
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(conversation().queryByText('get_hours: succeeded in 42 ms')).not.toBeInTheDocument();
    details.focus();
    await user.keyboard('{Enter}');
    expect(details).toHaveAttribute('aria-expanded', 'true');

    expect(conversation().getByText('→ Opening hours: asked about hours')).toBeInTheDocument();
    expect(conversation().getByText('Look up hours')).toBeInTheDocument();
    expect(conversation().getByText('opens_at = 09:00')).toBeInTheDocument();
    expect(conversation().getByText('Opening hours page')).toBeInTheDocument();
    expect(conversation().getByText('get_hours: succeeded in 42 ms')).toBeInTheDocument();
    expect(conversation().getByText('Model: first token 120 ms, total 480 ms')).toBeInTheDocument();
    expect(
      conversation().getByText('The workflow took too many steps in one turn: stopped after 25 steps'),
    ).toBeInTheDocument();

    // Request and response stay folded until asked for.
    expect(conversation().queryByText(/"day": "monday"/)).not.toBeInTheDocument();
    await user.click(conversation().getByRole('button', { name: 'Request of get_hours' }));
    expect(conversation().getByText(/"day": "monday"/).tagName).toBe('PRE');
    await user.click(conversation().getByRole('button', { name: 'Response of get_hours' }));
    expect(conversation().getByText(/"opens": "09:00"/).tagName).toBe('PRE');
  });

  it('says why a turn failed and retries the same request', async () => {
    const { api, bodies } = chatApi(
      answer([greeting]),
      toHelperError(503, { error: { message: 'The language model is unavailable' } }),
      answer([turn('Hello?', 'Yes, I am here.')], { fromStart: false }),
    );
    const { user } = renderChat(api);
    await conversation().findByText('Hello, Acme Plumbing. How can I help?');

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The agent could not answer: The language model is unavailable',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await conversation().findByText('Yes, I am here.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies()[2]).toEqual(bodies()[1]);
    expect(bodies()[2]?.callerTurns).toEqual(['Hello?']);
  });

  it('says when the call ended, and why', async () => {
    const { api } = chatApi(
      answer([greeting, turn('Bye', 'Goodbye!', [{ type: 'call-ended', reason: 'end-call-phrase' }])], {
        state: { status: 'ended', nodeId: null, workflowId: 'wf-1', path: [], variables: {} },
      }),
    );
    renderChat(api);
    expect(await screen.findByText('The call ended: the caller said goodbye.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
  });

  it('does not start for a viewer, saying why', () => {
    const { api } = chatApi();
    renderChat(api, { blockedReason: 'Viewers cannot change this agent' });
    expect(screen.getByText('Viewers cannot change this agent')).toBeInTheDocument();
    expect(
      screen.getByText('No conversation yet. The agent greets you when the chat starts.'),
    ).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('TestChatDrawer', () => {
  it('opens from its button with the panel, which starts the chat and draws its step, and closes', async () => {
    const { api } = chatApi(answer([greeting]));
    const onFocusNode = vi.fn();
    const onPosition = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <TestChatDrawer
          open={open}
          onOpenChange={setOpen}
          workflowId="wf-1"
          onFocusNode={onFocusNode}
          onPosition={onPosition}
          panel={(context) => (
            <TestChat
              send={api}
              versions={{ status: 'loading' }}
              onFocusNode={context.onFocusNode}
              onPosition={context.onPosition}
              blockedReason={null}
            />
          )}
        />
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const open = screen.getByRole('button', { name: 'Test chat' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(api).not.toHaveBeenCalled();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await conversation().findByText('Hello, Acme Plumbing. How can I help?')).toBeInTheDocument();
    expect(onPosition).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 'identify-purpose' }));
    await user.click(screen.getByRole('button', { name: 'Close the test chat' }));
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});
