import { API_ROUTES, type CreditsResponse } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { billingKeys } from '../api/billing-keys';
import { creditsUsedUpNotice } from '../strings';
import { CreditsUsedUpBanner } from './credits-problem';
import { CreditsSection } from './credits-section';

const credits = (balance: number, metered = true): CreditsResponse => ({
  balance,
  metered,
  status: null,
  entries: [],
});

/** The banner with GET /billing/credits answering `answer`. */
function renderBanner(answer: CreditsResponse) {
  const api = vi.fn((path: string) =>
    path === API_ROUTES.getCredits.path ? Promise.resolve(answer) : Promise.reject(new Error(path)),
  );
  return renderWithProviders(<CreditsUsedUpBanner />, { services: fakeServices({ api: api as never }) });
}

describe('credits used up', () => {
  it.each([0, -106])('shows a balance of %i as a problem on Billing, saying what it blocks', (balance) => {
    renderWithProviders(<CreditsSection credits={{ status: 'success', data: credits(balance) }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Credits used up');
    expect(alert).toHaveTextContent(creditsUsedUpNotice(balance));
    expect(alert).toHaveTextContent('campaigns pause');
    // Already on Billing: no link back to it.
    expect(screen.queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('is no problem with credits left, or for a balance never granted (it stops nothing)', () => {
    const { unmount } = renderWithProviders(
      <CreditsSection credits={{ status: 'success', data: credits(1) }} />,
    );
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<CreditsSection credits={{ status: 'success', data: credits(0, false) }} />);
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is a banner where calls are made, linking to Billing', async () => {
    renderBanner(credits(-2));
    expect(await screen.findByRole('alert')).toHaveTextContent(creditsUsedUpNotice(-2));
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', paths.billing);
  });

  it('shows no banner while credits are left', async () => {
    const { queryClient } = renderBanner(credits(1500));
    await vi.waitFor(() => {
      expect(queryClient.getQueryState(billingKeys.credits)?.status).toBe('success');
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
