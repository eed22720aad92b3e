import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render';
import { routes } from './router';

describe('routes', () => {
  it('sends the home page to the agent list', async () => {
    const { router } = renderRoutes(routes, { route: '/' });

    expect(await screen.findByRole('heading', { name: 'Agents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('shows the 404 page, inside the shell, for an unknown URL', async () => {
    renderRoutes(routes, { route: '/definitely/not/a/page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
