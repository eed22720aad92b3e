import { campaignSchema, MSG_WAITING_FOR_CALLING_WINDOW, type CampaignStatus } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CallingWindowNote } from './calling-window-note';

const NEW_YORK_WEEKDAYS = {
  timezone: 'America/New_York',
  days: [1, 2, 3, 4, 5],
  windowStart: '09:00',
  windowEnd: '17:00',
};

const campaign = (status: CampaignStatus, schedule: object | null = NEW_YORK_WEEKDAYS) =>
  campaignSchema.parse({ id: 'c1', agentId: 'a1', orgId: 'org-acme', status, schedule });

describe('CallingWindowNote', () => {
  it('says a running campaign waits for its window, with the next start in the campaign’s timezone', () => {
    // Friday 17:30 in New York: the next window opens Monday 09:00, after the clocks went forward.
    renderWithProviders(
      <CallingWindowNote campaign={campaign('IN_PROGRESS')} now={Date.parse('2026-03-06T22:30:00Z')} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `${MSG_WAITING_FOR_CALLING_WINDOW} · Next start: Mon, Mar 9, 09:00 EDT`,
    );
  });

  it('says nothing inside the window, without a schedule, or when the campaign is not running', () => {
    const monday = Date.parse('2026-03-09T14:00:00Z');
    const friday = Date.parse('2026-03-06T22:30:00Z');
    renderWithProviders(
      <>
        <CallingWindowNote campaign={campaign('IN_PROGRESS')} now={monday} />
        <CallingWindowNote campaign={campaign('IN_PROGRESS', null)} now={friday} />
        <CallingWindowNote campaign={campaign('PAUSED')} now={friday} />
        <CallingWindowNote campaign={campaign('IDLE')} now={friday} />
      </>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
