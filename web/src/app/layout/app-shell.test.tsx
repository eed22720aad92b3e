import { screen, within } from '@testing-library/react';
import { PRODUCT_NAME } from '@parley/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { AppShell } from './app-shell';

const DESKTOP_WIDTH = window.innerWidth;

function renderShellAt(route: string) {
  return renderRoutes(
    [{ path: '/', element: <AppShell />, children: [{ path: 'agent', element: <p>Agent page body</p> }] }],
    { route },
  );
}

describe('AppShell', () => {
  afterEach(() => {
    window.innerWidth = DESKTOP_WIDTH;
  });

  it('shows the brand in the top bar and the page inside the main landmark', () => {
    renderShellAt('/agent');

    expect(within(screen.getByRole('banner')).getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(screen.getByRole('main')).getByText('Agent page body')).toBeInTheDocument();
  });

  it('renders the main navigation and marks the current page in it', () => {
    renderShellAt('/agent');

    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    const agentsLink = within(navigation).getByRole('link', { name: 'Agents' });
    expect(agentsLink).toHaveAttribute('href', '/agent');
    expect(agentsLink).toHaveAttribute('aria-current', 'page');
  });

  it('hides the navigation behind a menu button on narrow screens', async () => {
    window.innerWidth = 480;
    const { user } = renderShellAt('/agent');

    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
