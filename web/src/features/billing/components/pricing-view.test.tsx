import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { BillingAccount } from '../hooks/use-billing-account';
import { PricingView, type PricingViewProps } from './pricing-view';

// Five plan cards of MUI lists render slowly in jsdom on a busy 2-core runner.
vi.setConfig({ testTimeout: 60_000 });

const free: BillingAccount = { plan: 'FREE', status: null, hasCustomer: false };

function renderPricing(overrides: Partial<PricingViewProps> = {}) {
  const props: PricingViewProps = {
    account: free,
    readOnlyReason: null,
    checkoutCancelled: false,
    busy: false,
    onCheckout: vi.fn(),
    onPortal: vi.fn(),
    ...overrides,
  };
  return { ...renderWithProviders(<PricingView {...props} />), props };
}

const tier = (name: string) => screen.getByRole('region', { name });

describe('PricingView', () => {
  it('shows the five tiers with limits and features, the current plan marked', () => {
    renderPricing();
    for (const name of ['Free', 'Starter', 'Professional', 'Business', 'Enterprise']) {
      expect(tier(name)).toBeInTheDocument();
    }
    expect(within(tier('Free')).getByText('Current plan')).toBeInTheDocument();
    expect(within(tier('Free')).getByText('Agents: 1')).toBeInTheDocument();
    expect(within(tier('Professional')).getByText('Agents: Unlimited')).toBeInTheDocument();
    expect(within(tier('Free')).getByText('Outbound campaigns: not included')).toBeInTheDocument();
    expect(within(tier('Professional')).getByText('Outbound campaigns: included')).toBeInTheDocument();
    expect(within(tier('Enterprise')).getByText('By contract: contact us')).toBeInTheDocument();
  });

  it('upgrades through Checkout with the monthly or annual price', async () => {
    const { user, props } = renderPricing();
    expect(within(tier('Professional')).getByText('$99.00 / month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade: Professional' }));
    expect(props.onCheckout).toHaveBeenLastCalledWith('price_professional_monthly');
    await user.click(screen.getByRole('button', { name: 'Annual' }));
    expect(within(tier('Professional')).getByText('$990.00 / year')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade: Business' }));
    expect(props.onCheckout).toHaveBeenLastCalledWith('price_business_annual');
  });

  it('changes a live subscription through the portal, never a second Checkout', async () => {
    const { user, props } = renderPricing({
      account: { plan: 'STARTER', status: 'active', hasCustomer: true },
    });
    expect(within(tier('Starter')).getByText('Current plan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change plan: Professional' }));
    expect(props.onPortal).toHaveBeenCalledTimes(1);
    expect(props.onCheckout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(props.onPortal).toHaveBeenCalledTimes(2);
  });

  it('offers a cheaper plan as a downgrade, never as an upgrade', () => {
    renderPricing({ account: { plan: 'BUSINESS', status: null, hasCustomer: false } });
    expect(screen.getByRole('button', { name: 'Downgrade: Starter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Downgrade: Professional' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Upgrade/ })).not.toBeInTheDocument();
  });

  it('names the testing feature for what it gates (agent tests), not test calls', () => {
    renderPricing();
    expect(within(tier('Starter')).queryByText(/Test calls/)).not.toBeInTheDocument();
    expect(within(tier('Free')).getAllByText(/Agent tests/).length).toBeGreaterThan(0);
  });

  it('disables buying for a VIEWER, with the reason, and says when checkout was cancelled', () => {
    renderPricing({ readOnlyReason: 'You can only view', checkoutCancelled: true });
    expect(screen.getByRole('button', { name: 'Upgrade: Professional' })).toBeDisabled();
    expect(screen.getByText('You can only view')).toBeInTheDocument();
    expect(screen.getByText(/Checkout was cancelled/)).toBeInTheDocument();
  });
});
