import {
  callRecordSchema,
  campaignSchema,
  type CallFilters,
  type CallRecord,
  type Campaign,
} from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallPaging } from '../../features/calls/api/use-call-page';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';
import type { AsyncState } from '../../lib/async-state';
import { renderRoutes } from '../../testing/render';
import { CampaignTabPage } from './campaign-tab-page';

// MUI's data grid on a busy CI runner needs more than jsdom's default 5 s.
vi.setConfig({ testTimeout: 20_000 });

// The two live reads of the page, as Firestore would give them: the campaign, and the log's page of
// calls (with the filters it was asked for, to check what the log queries).
const reads = vi.hoisted(() => {
  const state: {
    campaign: AsyncState<Campaign | null>;
    calls: CallPaging['result'];
    queried: CallFilters[];
  } = { campaign: { status: 'loading' }, calls: { status: 'loading' }, queried: [] };
  return state;
});
vi.mock('../../features/campaigns/api/get-campaign', () => ({ useCampaign: () => reads.campaign }));
vi.mock('../../features/calls/api/use-call-page', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useCallPage: (filters: CallFilters): CallPaging => {
    reads.queried.push(filters);
    return { page: 0, result: reads.calls, goTo: () => undefined };
  },
}));

const call = (id: string, overrides: Record<string, unknown>): CallRecord =>
  callRecordSchema.parse({
    id,
    agentId: 'a1',
    orgId: 'org-acme',
    campaignId: 'c1',
    type: 'outboundPhoneCall',
    status: 'completed',
    createdAt: new Date('2026-11-22T07:00:00Z'),
    ...overrides,
  });

const edit: AgentWorkspacePageProps['edit'] = {
  agentId: 'a1',
  isDraft: false,
  ensure: () => Promise.resolve('a1'),
  readOnlyReason: null,
};

function renderCampaignPage(route = '/agent/a1/campaigns/c1') {
  return renderRoutes(
    [
      {
        path: '/agent/:agentId/campaigns/:campaignId',
        element: <CampaignTabPage orgId="org-acme" agentId="a1" agentName="Front desk" edit={edit} />,
      },
      { path: '/agent/:agentId/calls/:callId', element: <p>The call</p> },
    ],
    { route },
  );
}

const callLog = () => within(screen.getByRole('region', { name: 'Call log' }));

beforeEach(() => {
  reads.campaign = {
    status: 'success',
    data: campaignSchema.parse({ id: 'c1', agentId: 'a1', orgId: 'org-acme', name: 'Spring renewals' }),
  };
  reads.calls = { status: 'loading' };
  reads.queried = [];
});

describe('a campaign page and its call log (the calls feature log, pinned to the campaign)', () => {
  it('lists each call with the number that placed it and the routing reason', () => {
    reads.calls = {
      status: 'success',
      data: {
        calls: [
          call('k1', {
            toNumber: '+12125550199',
            fromNumber: '+12125550102',
            routing: {
              chosenNumber: '+12125550102',
              reason: 'state-match',
              explanation: 'Callee is in New York; picked an enabled number there',
            },
          }),
          call('k2', {
            status: 'no-answer',
            toNumber: '+13055550100',
            fromNumber: '+14155550101',
            routing: { chosenNumber: '+14155550101', reason: 'state-fallback' },
          }),
        ],
        hasNextPage: false,
        last: null,
      },
    };
    renderCampaignPage();
    expect(screen.getByRole('heading', { name: 'Spring renewals' })).toBeInTheDocument();
    const grid = within(callLog().getByRole('grid', { name: 'Call log' }));
    const [first, second] = grid.getAllByRole('row').filter((row) => row.querySelector('[role="gridcell"]'));
    const cell = (row: HTMLElement | undefined, field: string) =>
      row?.querySelector(`[data-field="${field}"]`)?.textContent;
    expect(cell(first, 'toNumber')).toBe('+12125550199');
    expect(cell(first, 'fromNumber')).toBe('+12125550102');
    expect(cell(first, 'routing')).toBe('Callee is in New York; picked an enabled number there');
    // Without words from the server the reason code is shown.
    expect(cell(second, 'routing')).toBe('state-fallback');
    expect(cell(second, 'status')).toBe('No answer');
    // The call opens in the agent's call detail.
    expect(grid.getAllByRole('link')[0]).toHaveAttribute('href', '/agent/a1/calls/k1');
  });

  it("queries the agent's calls of this campaign only: no campaign filter to change, none from the URL", async () => {
    const { user } = renderCampaignPage('/agent/a1/campaigns/c1?campaignId=other&status=failed');
    expect(reads.queried.at(-1)).toMatchObject({ agentId: 'a1', campaignId: 'c1', status: 'failed' });
    const filters = within(callLog().getByRole('group', { name: 'Filters' }));
    expect(filters.queryByRole('textbox', { name: 'Campaign id' })).not.toBeInTheDocument();
    await user.click(filters.getByRole('button', { name: 'Clear filters' }));
    const cleared = reads.queried.at(-1);
    expect(cleared).toMatchObject({ agentId: 'a1', campaignId: 'c1' });
    expect(cleared?.status).toBeUndefined();
  });

  it("opens a call with the way back to this campaign's page and its filters", async () => {
    reads.calls = {
      status: 'success',
      data: { calls: [call('k1', { toNumber: '+12125550199' })], hasNextPage: false, last: null },
    };
    const { user, location } = renderCampaignPage('/agent/a1/campaigns/c1?status=completed');
    await user.click(within(callLog().getByRole('grid', { name: 'Call log' })).getByRole('link'));
    expect(screen.getByText('The call')).toBeInTheDocument();
    expect(location().pathname).toBe('/agent/a1/calls/k1');
    // The call page's back link returns where the state says (call-page.tsx), not to the Calls tab.
    expect(location().state).toEqual({ logHref: '/agent/a1/campaigns/c1?status=completed' });
  });

  it('shows the empty and error states of the log', () => {
    reads.calls = { status: 'success', data: { calls: [], hasNextPage: false, last: null } };
    const empty = renderCampaignPage();
    expect(callLog().getByText(/^No calls yet\./)).toBeInTheDocument();
    empty.unmount();
    reads.calls = { status: 'error', error: new Error('permission-denied') };
    renderCampaignPage();
    expect(callLog().getByText('Could not load calls: permission-denied')).toBeInTheDocument();
  });
});
