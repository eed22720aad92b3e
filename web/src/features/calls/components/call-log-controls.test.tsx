import { MSG_UPGRADE_FOR_EXPORT_CALLS, MSG_VIEWER_READ_ONLY, callFiltersSchema } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { applyFiltersPatch, CallFiltersBar } from './call-filters-bar';
import { CallQueuePanel } from './call-queue-panel';
import { ExportCallsButton } from './export-calls-button';

vi.setConfig({ testTimeout: 60_000 });

const queue = { callQueueIsPaused: false, callQueueMode: 'continuous', queueCount: 3 } as const;

describe('call log controls', () => {
  it('applies a filter change to the latest filters: a value sets one, undefined removes it', () => {
    expect(applyFiltersPatch({ sentiment: 'Negative', sort: 'createdAt' }, { reason: 'Complaint' })).toEqual({
      sentiment: 'Negative',
      sort: 'createdAt',
      reason: 'Complaint',
    });
    expect(
      applyFiltersPatch({ sentiment: 'Negative', reason: 'Complaint' }, { sentiment: undefined }),
    ).toEqual({
      reason: 'Complaint',
    });
  });

  it('folds the filters behind one button on a phone, so the first call comes first', async () => {
    const desktop = window.innerWidth;
    window.innerWidth = 390;
    try {
      const { user } = renderWithProviders(
        <CallFiltersBar filters={{ status: 'failed', sentiment: 'Negative' }} onChange={vi.fn()} />,
      );
      expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Sentiment' })).not.toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Filters (2)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('combobox', { name: 'Sentiment' })).toBeInTheDocument();
    } finally {
      window.innerWidth = desktop;
    }
  });

  it('shows every filter at once on a desktop, with no toggle', () => {
    renderWithProviders(<CallFiltersBar filters={{}} onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it('sends a picked filter as a patch, and clears every filter but the sort', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <CallFiltersBar filters={{ status: 'failed', sort: 'costCents' }} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Sentiment' }));
    await user.click(screen.getByRole('option', { name: 'Negative' }));
    expect(onChange).toHaveBeenLastCalledWith({ sentiment: 'Negative' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const cleared = onChange.mock.lastCall?.[0] as Record<string, unknown>;
    expect(applyFiltersPatch({ status: 'failed', sort: 'costCents' }, cleared)).toEqual({
      sort: 'costCents',
    });
  });

  it('shows the queue live with pause and mode, disabled with the reason for a VIEWER', async () => {
    const onChange = vi.fn();
    const { user, unmount } = renderWithProviders(
      <CallQueuePanel
        queue={{ status: 'success', data: queue }}
        onChange={onChange}
        busy={false}
        readOnlyReason={null}
      />,
    );
    expect(screen.getByText('3 calls waiting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause queue' }));
    expect(onChange).toHaveBeenCalledWith({ paused: true });
    await user.click(screen.getByRole('button', { name: 'Batch' }));
    expect(onChange).toHaveBeenCalledWith({ mode: 'batch' });
    unmount();
    renderWithProviders(
      <CallQueuePanel
        queue={{ status: 'success', data: { ...queue, callQueueIsPaused: true } }}
        onChange={onChange}
        busy={false}
        readOnlyReason={MSG_VIEWER_READ_ONLY}
      />,
    );
    expect(screen.getByRole('button', { name: 'Resume queue' })).toBeDisabled();
    expect(screen.getByText(MSG_VIEWER_READ_ONLY)).toBeInTheDocument();
  });

  it('exports the filters, shows progress while it streams, and is gated by the plan', async () => {
    const filters = callFiltersSchema.parse({ agentId: 'agent-1', sentiment: 'Negative' });
    const onStart = vi.fn();
    const { user, unmount } = renderWithProviders(
      <ExportCallsButton
        filters={filters}
        state={{ status: 'idle' }}
        onStart={onStart}
        onCancel={vi.fn()}
        planRefusal={null}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onStart).toHaveBeenCalledWith(filters);
    unmount();
    const running = renderWithProviders(
      <ExportCallsButton
        filters={filters}
        state={{ status: 'running', rows: 1500 }}
        onStart={onStart}
        onCancel={vi.fn()}
        planRefusal={null}
      />,
    );
    expect(screen.getByText('1,500 calls exported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
    running.unmount();
    renderWithProviders(
      <ExportCallsButton
        filters={filters}
        state={{ status: 'idle' }}
        onStart={onStart}
        onCancel={vi.fn()}
        planRefusal={MSG_UPGRADE_FOR_EXPORT_CALLS}
      />,
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByText(MSG_UPGRADE_FOR_EXPORT_CALLS)).toBeInTheDocument();
  });
});
