import { API_ROUTES, apiPath, testResultSchema, testRunSchema } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import type { AsyncState } from '../../../lib/async-state';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { TestLabPanel } from './test-lab-panel';

vi.setConfig({ testTimeout: 20_000 });

// The live reads: what Firestore would hand each listener, by collection.
interface LiveDocs {
  tests: unknown[];
  run: unknown;
  results: unknown[];
  added: unknown[];
}
const live = vi.hoisted((): LiveDocs => ({ tests: [], run: null, results: [], added: [] }));
vi.mock('reactfire', () => ({ useFirestore: () => ({ type: 'firestore' }) }));
vi.mock('../api/test-lab-refs', () => ({
  agentTestsCollection: () => ({ collection: 'tests' }),
  testResultsCollection: () => ({ collection: 'results' }),
  testRunDoc: (_firestore: unknown, runId: string) => ({ run: runId }),
}));
vi.mock('firebase/firestore', () => ({
  query: (from: { collection: string }) => from,
  where: () => ({}),
  collection: (_firestore: unknown, path: string) => ({ path }),
  addDoc: (target: { path: string }, data: unknown) => {
    live.added.push({ path: target.path, data });
    return Promise.resolve({ id: 'new-test' });
  },
}));
vi.mock('../../../lib/live-data', () => ({
  useLiveQuery: (
    from: { collection: string },
    select?: (items: unknown[]) => unknown,
  ): AsyncState<unknown> => {
    const docs = from.collection === 'tests' ? live.tests : live.results;
    return { status: 'success', data: select ? select([...docs]) : docs };
  },
  useLiveDocument: (): AsyncState<unknown> => ({ status: 'success', data: live.run }),
}));

const run = (fields: Record<string, unknown>) =>
  testRunSchema.parse({
    id: 'run-1',
    agentId: 'draft-1',
    orgId: 'org-1',
    target: 'current',
    status: 'in_progress',
    stopReason: null,
    cancelRequested: false,
    testIds: ['t1', 't2'],
    cursor: 0,
    currentTestId: 't1',
    total: 2,
    done: 0,
    passed: 0,
    failed: 0,
    usage: { promptTokens: 0, completionTokens: 0, llmCalls: 0 },
    createdBy: 'u1',
    ...fields,
  });

const failedResult = testResultSchema.parse({
  runId: 'run-1',
  agentId: 'draft-1',
  orgId: 'org-1',
  testId: 't2',
  name: 'Books a visit',
  kind: 'scenario',
  passed: false,
  attempts: [
    {
      passed: false,
      assertions: [
        {
          assertion: { kind: 'node-reached', nodeId: 'book' },
          passed: false,
          detail: 'Did not reach step "book" (path: start → ask).',
        },
      ],
      rubric: null,
      transcript: [],
      path: ['start', 'ask'],
      variables: {},
      notes: [],
    },
  ],
});

function renderPanel(api: ApiFetch, readOnlyReason: string | null = null) {
  return renderWithProviders(
    <TestLabPanel
      orgId="org-1"
      liveAgentId="agent-1"
      runAgentId="draft-1"
      runsDraft
      readOnlyReason={readOnlyReason}
    />,
    { services: fakeServices({ api }) },
  );
}

describe('TestLabPanel', () => {
  it('lists the tests, runs them on the draft, and follows the run to its results', async () => {
    live.tests = [
      { id: 't2', name: 'Books a visit', kind: 'scenario' },
      { id: 't1', name: 'Asks the name', kind: 'turn' },
    ];
    live.run = run({ done: 1, passed: 1, cursor: 1 });
    live.results = [];
    const api = vi.fn(() => Promise.resolve({ data: { runId: 'run-1' } })) as unknown as ApiFetch;
    const { user } = renderPanel(api);
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['Asks the nameTurn test', 'Books a visitScenario']);

    await user.click(screen.getByRole('button', { name: 'Run on the draft' }));
    expect(api).toHaveBeenCalledWith(
      apiPath(API_ROUTES.startTestRun, { agentId: 'draft-1' }),
      expect.objectContaining({ method: 'POST', body: { target: 'current' } }),
    );
    expect(await screen.findByText('1 of 2 tests run')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Run progress' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('shows a finished run: its outcome and why each failed test failed', async () => {
    live.tests = [{ id: 't2', name: 'Books a visit', kind: 'scenario' }];
    live.run = run({ status: 'failed', done: 2, passed: 1, failed: 1, cursor: 2, currentTestId: null });
    live.results = [failedResult];
    const api = vi.fn(() => Promise.resolve({ data: { runId: 'run-1' } })) as unknown as ApiFetch;
    const { user } = renderPanel(api);
    await user.click(screen.getByRole('button', { name: 'Run on the draft' }));
    expect(await screen.findByText(/Some tests failed · 1 of 2 passed/)).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Results' });
    expect(results).toHaveTextContent('Failed: Books a visit (Scenario)');
    expect(results).toHaveTextContent('Did not reach step "book"');
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
  });

  it('cancels a run in progress', async () => {
    live.tests = [{ id: 't1', name: 'Asks the name', kind: 'turn' }];
    live.run = run({});
    const api = vi.fn((path: string) =>
      Promise.resolve(
        path.endsWith('/cancel')
          ? { data: { runId: 'run-1', cancelRequested: true } }
          : { data: { runId: 'run-1' } },
      ),
    ) as unknown as ApiFetch;
    const { user } = renderPanel(api);
    await user.click(screen.getByRole('button', { name: 'Run on the draft' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
    expect(api).toHaveBeenCalledWith(
      apiPath(API_ROUTES.cancelTestRun, { agentId: 'draft-1', runId: 'run-1' }),
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('adds a turn test to the live agent’s suite from the quick form', async () => {
    live.tests = [];
    live.added = [];
    const { user } = renderPanel(vi.fn());
    await user.click(screen.getByRole('button', { name: 'New turn test' }));
    const dialog = await screen.findByRole('dialog', { name: 'New turn test' });
    await user.click(within(dialog).getByRole('button', { name: 'Add test' }));
    expect(await within(dialog).findByText('Add at least one caller line.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Greets');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Caller lines (one a line)' }),
      'Hello{Enter}I am Ada',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'The reply contains' }), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Add test' }));
    await vi.waitFor(() => {
      expect(live.added).toEqual([
        {
          path: 't_agent_tests',
          data: {
            kind: 'turn',
            name: 'Greets',
            callerLines: ['Hello', 'I am Ada'],
            assertions: [{ kind: 'contains', text: 'Ada' }],
            toolMocks: [],
            agentId: 'agent-1',
            orgId: 'org-1',
          },
        },
      ]);
    });
  });

  it('does not let a VIEWER run, and says when there is nothing to run', () => {
    live.tests = [];
    renderPanel(vi.fn(), 'Viewers cannot edit this agent.');
    expect(screen.getByRole('button', { name: 'Run on the draft' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New turn test' })).toBeDisabled();
    expect(screen.getByText(/No tests yet/)).toBeInTheDocument();
  });
});
