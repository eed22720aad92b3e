import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../../../lib/api-client';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { useCredits } from './get-credits';
import { billingPageUrl } from './open-billing-page';

function CreditsProbe() {
  const state = useCredits();
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'error') return <p role="alert">{state.error.message}</p>;
  return (
    <p>{`${String(state.data.balance)} ${state.data.entries.map((entry) => entry.reason).join(',')}`}</p>
  );
}

describe('useCredits', () => {
  it('reads GET /billing/credits and parses the ledger', async () => {
    const api = vi.fn(() =>
      Promise.resolve({
        balance: 597,
        status: 'active',
        entries: [
          { id: 'call_c1', uid: 'u1', amount: -3, balanceAfter: 597, reason: 'call_usage', createdAt: 2 },
          {
            id: 'grant_in1',
            uid: 'u1',
            amount: 600,
            balanceAfter: 600,
            reason: 'monthly_grant',
            createdAt: 1,
          },
        ],
      }),
    );
    renderWithProviders(<CreditsProbe />, { services: fakeServices({ api: api as unknown as ApiFetch }) });
    expect(await screen.findByText('597 call_usage,monthly_grant')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/billing/credits', expect.objectContaining({ method: 'GET' }));
  });
});

describe('billingPageUrl', () => {
  it('asks for a Checkout page for the price, or the Customer Portal, and answers its URL', async () => {
    const api = vi.fn((path: string) => Promise.resolve({ url: `https://stripe.test${path}` }));
    const fetchApi = api as unknown as ApiFetch;
    const request = { priceId: 'price_professional_monthly', quantity: 1 };
    expect(await billingPageUrl(fetchApi, { kind: 'checkout', request })).toBe(
      'https://stripe.test/billing/checkout-session',
    );
    expect(api).toHaveBeenLastCalledWith(
      '/billing/checkout-session',
      expect.objectContaining({ method: 'POST', body: request }),
    );
    expect(await billingPageUrl(fetchApi, { kind: 'portal' })).toBe(
      'https://stripe.test/billing/portal-session',
    );
  });
});
