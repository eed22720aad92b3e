import { callRecordSchema, type CallRecord } from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CallLog } from './call-log';

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

describe('CallLog', () => {
  it('lists each call with the number that placed it and the routing reason', () => {
    renderWithProviders(
      <CallLog
        calls={{
          status: 'success',
          data: [
            call('k1', {
              toNumber: '+12125550199',
              routing: {
                chosenNumber: '+12125550102',
                reason: 'state-match',
                explanation: 'Callee is in New York; picked an enabled number there',
              },
            }),
            call('k2', {
              status: 'no-answer',
              toNumber: '+13055550100',
              routing: { chosenNumber: '+14155550101', reason: 'state-fallback' },
            }),
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Call log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('+12125550102')).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).getByText('Callee is in New York; picked an enabled number there'),
    ).toBeInTheDocument();
    // Without words from the server the reason code is shown.
    expect(within(rows[1] as HTMLElement).getByText('state-fallback')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('no-answer')).toBeInTheDocument();
  });

  it('shows loading, empty and error states', () => {
    const { rerender } = renderWithProviders(<CallLog calls={{ status: 'loading' }} />);
    expect(screen.getByRole('status', { name: 'Loading calls' })).toBeInTheDocument();
    rerender(<CallLog calls={{ status: 'success', data: [] }} />);
    expect(screen.getByText('No calls yet.')).toBeInTheDocument();
    rerender(<CallLog calls={{ status: 'error', error: new Error('permission-denied') }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load calls: permission-denied');
  });
});
