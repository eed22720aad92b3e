import { addCounters, callContribution, callRecordSchema, type CounterTree } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callLogSearch } from '../../../lib/call-log-url';
import { renderWithProviders } from '../../../testing/render';
import { Dashboard, type DashboardProps } from './dashboard';

vi.setConfig({ testTimeout: 20_000 });

const range = { from: '2026-11-19', to: '2026-11-20' };
const counters = [
  callRecordSchema.parse({
    id: 'c1',
    agentId: 'agent-1',
    type: 'inboundPhoneCall',
    status: 'completed',
    sentiment: 'Negative',
    agentVersion: 2,
    createdAt: new Date('2026-11-20T10:00:00Z'),
  }),
  callRecordSchema.parse({
    id: 'c2',
    agentId: 'agent-1',
    type: 'inboundPhoneCall',
    status: 'failed',
    createdAt: new Date('2026-11-20T11:00:00Z'),
  }),
].reduce<CounterTree>((tree, call) => addCounters(tree, callContribution(call, 10)), {});

const renderDashboard = (summaries: DashboardProps['summaries']) =>
  renderWithProviders(
    <Dashboard
      summaries={summaries}
      range={range}
      days={30}
      onDays={vi.fn()}
      scope={{ agentId: 'agent-1' }}
      logHref={(filters) => `/agent/agent-1/calls${callLogSearch(filters)}`}
    />,
  );

describe('Dashboard', () => {
  it('shows loading, error and empty states', () => {
    const loading = renderDashboard({ status: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
    loading.unmount();
    const failed = renderDashboard({ status: 'error', error: new Error('permission-denied') });
    expect(screen.getByText('Could not load analytics: permission-denied')).toBeInTheDocument();
    failed.unmount();
    renderDashboard({ status: 'success', data: [] });
    expect(screen.getByText(/No calls in this range yet/)).toBeInTheDocument();
  });

  it('shows the totals, each opening its calls in the log, and the breakdown rows with their filter', () => {
    renderDashboard({ status: 'success', data: [{ day: '2026-11-20', counters }] });
    const from = Date.parse('2026-11-19T00:00:00Z');
    const to = Date.parse('2026-11-21T00:00:00Z');
    expect(screen.getByRole('link', { name: 'Calls: 2' })).toHaveAttribute(
      'href',
      `/agent/agent-1/calls?from=${String(from)}&to=${String(to)}`,
    );
    expect(screen.getByRole('link', { name: 'Completion rate: 50.00%' })).toHaveAttribute(
      'href',
      `/agent/agent-1/calls?status=completed&from=${String(from)}&to=${String(to)}`,
    );
    const versions = within(screen.getByRole('region', { name: 'By version' }));
    expect(versions.getByRole('link', { name: 'Open the calls: v2, 1' })).toHaveAttribute(
      'href',
      `/agent/agent-1/calls?agentVersion=2&from=${String(from)}&to=${String(to)}`,
    );
  });
});
