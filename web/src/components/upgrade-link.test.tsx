import { MSG_CREDITS_EXHAUSTED } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { PlanGateNotice } from './upgrade-link';

describe('PlanGateNotice', () => {
  it('shows the refusal with the link to the plans, and describes a control by the refusal alone', () => {
    renderWithProviders(
      <>
        <button type="button" disabled aria-describedby="why">
          Start
        </button>
        <PlanGateNotice id="why" severity="warning" message={MSG_CREDITS_EXHAUSTED} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_CREDITS_EXHAUSTED);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Start' })).toHaveAccessibleDescription(MSG_CREDITS_EXHAUSTED);
  });
});
