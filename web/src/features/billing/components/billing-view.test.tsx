import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { BillingProfile } from '../hooks/use-billing-account';
import { BillingView, type BillingViewProps } from './billing-view';
import { LapsedPlanNotice } from './lapsed-plan-banner';

const professional: BillingProfile = {
  plan: 'PROFESSIONAL',
  status: 'active',
  hasCustomer: true,
  periodEnd: Date.UTC(2026, 11, 24) / 1000,
  isPlatformAdmin: false,
};

const entry = (index: number) => ({
  id: `call_${String(index)}`,
  uid: 'user-ann',
  orgId: null,
  amount: -1,
  balanceAfter: 600 - index,
  reason: 'call_usage' as const,
  callId: `c${String(index)}`,
  period: null,
  note: null,
  adjustedBy: null,
  invoiceId: null,
  overdraft: false,
  createdAt: Date.now() - index * 1000,
});

function renderBilling(overrides: Partial<BillingViewProps> = {}) {
  const props: BillingViewProps = {
    uid: 'user-ann',
    profile: { status: 'success', data: professional },
    credits: { status: 'success', data: { balance: 588, metered: true, status: 'active', entries: [] } },
    invoices: { status: 'success', data: [] },
    checkoutSucceeded: false,
    readOnlyReason: null,
    busy: false,
    onPortal: vi.fn(),
    onAdjust: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { ...renderWithProviders(<BillingView {...props} />), props };
}

describe('BillingView', () => {
  it('shows the plan, its status and renewal date, and opens the portal', async () => {
    const { user, props } = renderBilling();
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(within(plan).getByText('Professional')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(within(plan).getByText('Renews on')).toBeInTheDocument();
    await user.click(within(plan).getByRole('button', { name: 'Manage billing' }));
    expect(props.onPortal).toHaveBeenCalled();
    expect(within(plan).getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the balance and the empty states', () => {
    renderBilling();
    expect(screen.getByLabelText('Balance: 588')).toBeInTheDocument();
    expect(screen.getByText('No credit movements yet.')).toBeInTheDocument();
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
  });

  it('pages through the ledger ten at a time', async () => {
    const entries = Array.from({ length: 12 }, (_, i) => entry(i));
    const { user } = renderBilling({
      credits: { status: 'success', data: { balance: 588, metered: true, status: 'active', entries } },
    });

    const ledger = screen.getByRole('table', { name: 'Credit history' });
    expect(within(ledger).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(within(ledger).getAllByRole('row')).toHaveLength(3);
  });

  it('shows loading and failures of each part', () => {
    renderBilling({
      credits: { status: 'error', error: new Error('Credits are down') },
      invoices: { status: 'loading' },
    });
    expect(screen.getByText('Credits are down')).toBeInTheDocument();
  });

  it('lets a platform ADMIN adjust credits with a reason, once per request id', async () => {
    const onAdjust = vi.fn(() => Promise.resolve());
    const { user } = renderBilling({
      profile: { status: 'success', data: { ...professional, isPlatformAdmin: true } },
      onAdjust,
    });
    await user.click(screen.getByRole('button', { name: 'Adjust credits' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/Amount/));
    await user.paste('-25');
    await user.click(within(dialog).getByLabelText(/^Reason/));
    await user.paste('Refund for a dropped call');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }));
    expect(onAdjust).toHaveBeenCalledWith(
      expect.objectContaining({ uid: 'user-ann', amount: -25, reason: 'Refund for a dropped call' }),
    );
    const calls = onAdjust.mock.calls as unknown as [{ requestId: string }][];
    expect(calls[0]?.[0].requestId).toMatch(/\S/);
  });

  it('offers no adjustment to anyone else', () => {
    renderBilling();
    expect(screen.queryByRole('button', { name: 'Adjust credits' })).not.toBeInTheDocument();
  });
});

describe('LapsedPlanNotice', () => {
  it('says why the plan fell back to FREE and links to billing', () => {
    renderWithProviders(<LapsedPlanNotice status="past_due" />);
    expect(
      screen.getByText(/Your last payment failed\. Your account has the Free plan’s limits/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/settings/billing');
  });
});
