import {
  MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER,
  MSG_CAMPAIGN_NEEDS_CONTACTS,
  MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
  campaignSchema,
  type Campaign,
  type CampaignStatus,
} from '@parley/domain';
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../../lib/async-state';
import { renderWithProviders } from '../../../testing/render';
import { CampaignsList, type CampaignsListProps } from './campaigns-list';

vi.setConfig({ testTimeout: 20_000 });

const campaign = (id: string, name: string, status: CampaignStatus | null, progress = {}): Campaign =>
  campaignSchema.parse({
    id,
    agentId: 'agent-1',
    orgId: 'org-acme',
    name,
    status,
    contactCount: 10,
    progress,
  });

function renderList(campaigns: AsyncState<readonly Campaign[]>, overrides: Partial<CampaignsListProps> = {}) {
  const props: CampaignsListProps = {
    campaigns,
    planBlockedReason: null,
    onCreateClick: vi.fn(),
    onAction: vi.fn(() => Promise.resolve()),
    campaignHref: (id) => `/agent/agent-1/campaigns/${id}`,
    ...overrides,
  };
  return { ...renderWithProviders(<CampaignsList {...props} />), props };
}

const actions = (name: string) => within(screen.getByRole('group', { name: `${name} actions` }));

describe('CampaignsList', () => {
  it('shows loading, error and empty states', () => {
    const { rerender, props } = renderList({ status: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading campaigns' })).toBeInTheDocument();
    rerender(
      <CampaignsList {...props} campaigns={{ status: 'error', error: new Error('permission-denied') }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load campaigns: permission-denied');
    rerender(<CampaignsList {...props} campaigns={{ status: 'success', data: [] }} />);
    expect(screen.getByRole('heading', { name: 'No campaigns yet' })).toBeInTheDocument();
  });

  it('lists campaigns with status, progress and a link', () => {
    renderList({
      status: 'success',
      data: [campaign('c1', 'Spring leads', 'IN_PROGRESS', { called: 4, completed: 3, failed: 1 })],
    });
    const list = screen.getByRole('list', { name: 'Campaigns' });
    expect(within(list).getByRole('link', { name: 'Spring leads' })).toHaveAttribute(
      'href',
      '/agent/agent-1/campaigns/c1',
    );
    expect(within(list).getByText('In progress')).toBeInTheDocument();
    expect(within(list).getByText(/4 of 10 called/)).toHaveTextContent(
      '4 of 10 called · 3 completed, 1 failed',
    );
    expect(within(list).getByRole('progressbar', { name: 'Spring leads: 4 of 10 called' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('offers the actions each status allows', () => {
    renderList({
      status: 'success',
      data: [
        campaign('c1', 'Idle one', null),
        campaign('c2', 'Running', 'IN_PROGRESS'),
        campaign('c3', 'Held', 'PAUSED'),
        campaign('c4', 'Done', 'COMPLETED'),
      ],
    });
    const names = (name: string) =>
      actions(name)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names('Idle one')).toEqual(['Start', 'Delete']);
    expect(names('Running')).toEqual(['Pause', 'Terminate', 'Delete']);
    expect(names('Held')).toEqual(['Resume', 'Terminate', 'Delete']);
    expect(names('Done')).toEqual(['Delete']);
  });

  it('runs an action only after confirmation and says it is done', async () => {
    const spring = campaign('c2', 'Spring leads', 'IN_PROGRESS');
    const { user, props } = renderList({ status: 'success', data: [spring] });
    await user.click(actions('Spring leads').getByRole('button', { name: 'Pause' }));
    let dialog = screen.getByRole('dialog', { name: 'Pause campaign Spring leads?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(props.onAction).not.toHaveBeenCalled();

    await user.click(actions('Spring leads').getByRole('button', { name: 'Terminate' }));
    dialog = screen.getByRole('dialog', { name: 'Terminate campaign Spring leads?' });
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(props.onAction).toHaveBeenCalledWith('terminate', spring);
    expect(await screen.findByText('Campaign terminated.')).toBeInTheDocument();
  });

  it('shows a failed action in a toast', async () => {
    const { user } = renderList(
      { status: 'success', data: [campaign('c3', 'Held', 'PAUSED')] },
      { onAction: vi.fn(() => Promise.reject(new Error('Campaign status is not paused'))) },
    );
    await user.click(actions('Held').getByRole('button', { name: 'Resume' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resume' }));
    expect(
      await screen.findByText('There was a problem with your request: Campaign status is not paused'),
    ).toBeInTheDocument();
  });

  it('shows the plan gate before a click can fail: create and start disabled with the reason', () => {
    renderList(
      { status: 'success', data: [campaign('c1', 'Idle one', 'IDLE')] },
      { planBlockedReason: MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS },
    );
    const create = screen.getByRole('button', { name: 'New campaign' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS);
    const start = actions('Idle one').getByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS);
    expect(actions('Idle one').getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('disables Start with the reason until the campaign has an active number and contacts', () => {
    const file = 'campaign-contacts/org-acme/f.csv';
    const ready = {
      contactsFilePath: file,
      contactsImportedFrom: file,
      phoneNumbers: [{ id: 'n1', number: '+12015550100', isActive: true, weight: 100 }],
    };
    renderList({
      status: 'success',
      data: [
        campaign('c1', 'No numbers', 'IDLE'),
        campaignSchema.parse({
          ...campaign('c2', 'Numbers off', 'IDLE'),
          ...ready,
          phoneNumbers: [{ ...ready.phoneNumbers[0], isActive: false }],
        }),
        campaignSchema.parse({ ...campaign('c3', 'No contacts', 'IDLE'), ...ready, contactCount: 0 }),
        campaignSchema.parse({ ...campaign('c4', 'Ready', 'IDLE'), ...ready }),
      ],
    });
    for (const [name, reason] of [
      ['No numbers', MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER],
      ['Numbers off', MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER],
      ['No contacts', MSG_CAMPAIGN_NEEDS_CONTACTS],
    ] as const) {
      const start = actions(name).getByRole('button', { name: 'Start' });
      expect(start).toBeDisabled();
      expect(start).toHaveAccessibleDescription(reason);
    }
    expect(actions('Ready').getByRole('button', { name: 'Start' })).toBeEnabled();
  });
});
