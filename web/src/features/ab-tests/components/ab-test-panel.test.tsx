import { abTestSchema, MSG_AB_SPLIT_TOTAL, type AbTest } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { AsyncState } from '../../../lib/async-state';
import type { AbArmStats } from '../api/ab-arm-stats';
import { AbTestPanel, type AbTestPanelProps } from './ab-test-panel';

vi.setConfig({ testTimeout: 20_000 });

const running = abTestSchema.parse({
  id: 't1',
  orgId: 'org-acme',
  agentId: 'a1',
  variantAgentId: 'a1_ab_t1',
  split: { a: 70, b: 30 },
});

const stats: AsyncState<Record<'A' | 'B', AbArmStats>> = {
  status: 'success',
  data: {
    A: { calls: 12, completions: 9, averageDurationSeconds: 65 },
    B: { calls: 5, completions: 2, averageDurationSeconds: null },
  },
};

function renderPanel(test: AbTest | null, props: Partial<AbTestPanelProps> = {}) {
  const handlers = {
    onStart: vi.fn(() => Promise.resolve()),
    onChangeSplit: vi.fn(() => Promise.resolve()),
    onEnd: vi.fn(() => Promise.resolve()),
  };
  const view = renderWithProviders(
    <AbTestPanel
      test={{ status: 'success', data: test }}
      stats={stats}
      readOnlyReason={null}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

describe('AbTestPanel', () => {
  it('starts a test with a split that totals 100, refusing one that does not', async () => {
    const { user, onStart } = renderPanel(null);
    expect(screen.getByText('No A/B test is running for this agent.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start an A/B test' }));
    const dialog = screen.getByRole('dialog');
    const a = within(dialog).getByRole('spinbutton', { name: 'A (live agent), %' });
    await user.clear(a);
    await user.type(a, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Start an A/B test' }));
    expect(await within(dialog).findByText(MSG_AB_SPLIT_TOTAL)).toBeInTheDocument();
    expect(onStart).not.toHaveBeenCalled();
    const b = within(dialog).getByRole('spinbutton', { name: 'B (copy), %' });
    await user.clear(b);
    await user.type(b, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Start an A/B test' }));
    await waitFor(() => {
      expect(onStart).toHaveBeenCalledWith({ a: 60, b: 40 });
    });
  });

  it("shows each arm's share and results and links to B's own workspace", () => {
    renderPanel(running);
    const rows = within(screen.getByRole('table', { name: 'Results' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('A (live)70%1291:05');
    expect(rows[2]).toHaveTextContent('B (copy)30%52–');
    expect(screen.getByRole('link', { name: 'Edit version B' })).toHaveAttribute('href', '/agent/a1_ab_t1');
  });

  it('changes the split of the running test', async () => {
    const { user, onChangeSplit } = renderPanel(running);
    await user.click(screen.getByRole('button', { name: 'Change split' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('spinbutton', { name: 'A (live agent), %' })).toHaveValue(70);
    const a = within(dialog).getByRole('spinbutton', { name: 'A (live agent), %' });
    const b = within(dialog).getByRole('spinbutton', { name: 'B (copy), %' });
    await user.clear(a);
    await user.type(a, '50.5');
    await user.clear(b);
    await user.type(b, '49.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save split' }));
    await waitFor(() => {
      expect(onChangeSplit).toHaveBeenCalledWith('t1', { a: 50.5, b: 49.5 });
    });
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { user, onEnd } = renderPanel(running);
    await user.click(screen.getByRole('button', { name: 'Keep A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep A?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('promotes B after confirmation', async () => {
    const { user, onEnd } = renderPanel(running);
    await user.click(screen.getByRole('button', { name: 'Make B live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make B live?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make B live' }));
    await waitFor(() => {
      expect(onEnd).toHaveBeenCalledWith('t1', { outcome: 'promote', winner: 'B' });
    });
  });

  it('discards after confirmation', async () => {
    const { user, onEnd } = renderPanel(running);
    await user.click(screen.getByRole('button', { name: 'Discard test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the A/B test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard test' }));
    await waitFor(() => {
      expect(onEnd).toHaveBeenCalledWith('t1', { outcome: 'discard' });
    });
  });

  it('disables every action for a read-only user, saying why', () => {
    renderPanel(running, { readOnlyReason: 'Viewers cannot edit agents.' });
    expect(screen.getByText('Viewers cannot edit agents.')).toBeInTheDocument();
    for (const name of ['Change split', 'Make B live', 'Keep A', 'Discard test']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('shows loading and failed results', () => {
    renderPanel(running, { stats: { status: 'error', error: new Error('denied') } });
    expect(screen.getByText('The results could not be loaded.')).toBeInTheDocument();
  });
});
