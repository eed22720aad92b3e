import { addCounters, callContribution, callRecordSchema, type CounterTree } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callLogSearch } from '../../../lib/call-log-url';
import { renderRoutes, renderWithProviders } from '../../../testing/render';
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
    expect(versions.getByRole('link', { name: 'Open the calls: v0.2, 1' })).toHaveAttribute(
      'href',
      `/agent/agent-1/calls?agentVersion=2&from=${String(from)}&to=${String(to)}`,
    );
  });

  it('gives every bar and point to the keyboard: the table of each chart links its figures to their calls', async () => {
    const logHref: DashboardProps['logHref'] = (filters) => `/agent/agent-1/calls${callLogSearch(filters)}`;
    const { user, location } = renderRoutes(
      [
        {
          path: '/agent/agent-1/analytics',
          element: (
            <Dashboard
              summaries={{ status: 'success', data: [{ day: '2026-11-20', counters }] }}
              range={range}
              days={30}
              onDays={vi.fn()}
              scope={{ agentId: 'agent-1' }}
              logHref={logHref}
            />
          ),
        },
        { path: '/agent/agent-1/calls', element: <p>The log</p> },
      ],
      { route: '/agent/agent-1/analytics' },
    );
    const day = Date.parse('2026-11-20T00:00:00Z');
    const dayLog = (narrow: string) => `${narrow}from=${String(day)}&to=${String(day + 86_400_000)}`;

    // The table is offered, shown and hidden from the keyboard.
    const outcomes = within(screen.getByRole('region', { name: 'Calls per day by outcome' }));
    const toggle = outcomes.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(outcomes.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    const table = within(outcomes.getByRole('table', { name: 'Calls per day by outcome: table' }));
    // One link per bar: the day without calls has no bar and no link.
    expect(table.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Open the calls: 2026-11-20, completed, 1',
      'Open the calls: 2026-11-20, failed, 1',
    ]);
    expect(table.getByRole('rowheader', { name: '2026-11-19' })).toBeInTheDocument();

    // The other charts: a duration point opens its day, a reason bar its reason over the range.
    for (const chart of ['Call duration per day', 'Sentiment per day', 'Call reasons']) {
      const region = within(screen.getByRole('region', { name: chart }));
      region.getByRole('button', { name: 'Show as table' }).focus();
      await user.keyboard(' ');
      expect(region.getByRole('table', { name: `${chart}: table` })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Open the calls: 2026-11-20' })).toHaveAttribute(
      'href',
      `/agent/agent-1/calls?${dayLog('')}`,
    );
    expect(screen.getByRole('link', { name: 'Open the calls: 2026-11-20, Negative, 1' })).toHaveAttribute(
      'href',
      `/agent/agent-1/calls?sentiment=Negative&${dayLog('')}`,
    );
    const reasons = within(screen.getByRole('table', { name: 'Call reasons: table' }));
    expect(reasons.getByRole('link', { name: 'Open the calls: N/A, 2' })).toHaveAttribute(
      'href',
      `/agent/agent-1/calls?reason=N%2FA&from=${String(Date.parse('2026-11-19T00:00:00Z'))}&to=${String(day + 86_400_000)}`,
    );

    // A link is operated by the keyboard and opens exactly the bar's calls.
    table.getByRole('link', { name: 'Open the calls: 2026-11-20, failed, 1' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('The log')).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe(
      `/agent/agent-1/calls?${dayLog('status=failed&')}`,
    );
  });
});
