import { campaignSchema } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CampaignDecisions } from './campaign-decisions';

const campaign = (progress: object) =>
  campaignSchema.parse({ id: 'c1', agentId: 'a1', orgId: 'org-acme', status: 'IN_PROGRESS', progress });

describe('CampaignDecisions', () => {
  it('shows dialled and skipped counts, and the skips by reason', () => {
    renderWithProviders(
      <CampaignDecisions
        campaign={campaign({ called: 12, skipped: 3, skippedBy: { 'do-not-call': 2, 'no-consent': 1 } })}
      />,
    );
    expect(screen.getByText('12 dialled · 3 skipped')).toBeInTheDocument();
    const reasons = within(screen.getByRole('list', { name: 'Skipped contacts' })).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      'On the do-not-call list: 2',
      'No consent record: 1',
    ]);
  });

  it('lists no reasons while nothing was skipped', () => {
    renderWithProviders(<CampaignDecisions campaign={campaign({ called: 4 })} />);
    expect(screen.getByText('4 dialled · 0 skipped')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
