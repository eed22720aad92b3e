import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { NotFoundRoute } from './not-found';

describe('NotFoundRoute', () => {
  it('says the page does not exist and names the missing path', () => {
    renderWithProviders(<NotFoundRoute />, { route: '/no/such/page' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  });

  it('links back to the home page', () => {
    renderWithProviders(<NotFoundRoute />, { route: '/missing' });

    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
