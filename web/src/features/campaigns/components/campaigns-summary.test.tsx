import { campaignSchema, type Campaign } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../../lib/async-state';
import { renderWithProviders } from '../../../testing/render';
import { CampaignsSummary } from './campaigns-summary';

// The agent's campaigns as the live query would give them.
const campaignsState = vi.hoisted(() => {
  const state: { current: AsyncState<readonly Campaign[]> } = { current: { status: 'loading' } };
  return state;
});
vi.mock('../api/get-agent-campaigns', () => ({ useAgentCampaigns: () => campaignsState.current }));

describe('CampaignsSummary', () => {
  it('names each campaign as a link to its page, with its status', () => {
    campaignsState.current = {
      status: 'success',
      data: [
        campaignSchema.parse({
          id: 'c1',
          agentId: 'agent-1',
          orgId: 'o',
          name: 'Spring leads',
          status: 'PAUSED',
        }),
      ],
    };
    renderWithProviders(<CampaignsSummary agentId="agent-1" />);
    expect(screen.getByRole('link', { name: 'Spring leads' })).toHaveAttribute(
      'href',
      '/agent/agent-1/campaigns/c1',
    );
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });
});
