import { agentSchema, type Agent } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AgentEditTarget } from '../../lib/agent-org-page';
import type { AsyncState } from '../../lib/async-state';
import { renderWithProviders } from '../../testing/render';
import { PromptTabPage } from './prompt-tab-page';

vi.setConfig({ testTimeout: 20_000 });

const writes: { agentId: string; update: Record<string, unknown> }[] = [];
const reads: { agent: AsyncState<Agent | null> } = { agent: { status: 'loading' } };
vi.mock('../../features/agents/api/get-agent', () => ({ useAgent: () => reads.agent }));
vi.mock('../../features/agents/api/update-agent', () => ({
  useUpdateAgent: () => ({
    mutateAsync: (input: { agentId: string; update: Record<string, unknown> }) => {
      writes.push(input);
      return Promise.resolve();
    },
  }),
}));

const agent = agentSchema.parse({ id: 'a1', uid: 'user-ann', orgId: 'org-acme', name: 'Desk' });

function renderPage(edit: Partial<AgentEditTarget> = {}) {
  const target: AgentEditTarget = {
    agentId: 'a1',
    isDraft: false,
    ensure: vi.fn(() => Promise.resolve('a1_draft')),
    readOnlyReason: null,
    ...edit,
  };
  const view = renderWithProviders(
    <PromptTabPage orgId="org-acme" agentId="a1" agentName="Desk" edit={target} />,
  );
  return { ...view, target };
}

describe('PromptTabPage', () => {
  it('shows progress until the agent is read', () => {
    reads.agent = { status: 'loading' };
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading the prompt' })).toBeInTheDocument();
  });

  it("writes the modules and the caller's stamp to the id the edit target answers (the draft)", async () => {
    reads.agent = { status: 'success', data: agent };
    writes.length = 0;
    const { user, target } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    await user.click(screen.getByRole('menuitem', { name: /^FAQ/ }));
    // The page saves after its autosave pause: wait for the write, however busy the runner.
    await waitFor(
      () => {
        expect(writes).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    expect(target.ensure).toHaveBeenCalled();
    expect(writes[0]?.agentId).toBe('a1_draft');
    expect(writes[0]?.update).toEqual({
      promptModules: [expect.objectContaining({ moduleId: 'FAQ', content: '', contentMD: '' })],
      lastUpdatedBy: { uid: 'user-ann', email: 'ann@example.com', displayName: 'Ann Owner' },
    });
  });
});
