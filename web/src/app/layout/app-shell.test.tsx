import { screen, within } from '@testing-library/react';
import { PINNED_COOKIE_NAME, PRODUCT_NAME, SIDEBAR_COOKIE_NAME } from '@parley/domain';
import { userSchema, type User } from '@parley/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AsyncState } from '../../lib/async-state';
import { clearLayoutCookies } from '../../testing/cookies';
import { renderRoutes } from '../../testing/render';
import { AppShell } from './app-shell';

// The account menu reads the signed-in user's profile for its platform-ADMIN entry.
const reads: { profile: AsyncState<User | null> } = { profile: { status: 'success', data: null } };
vi.mock('../../lib/use-user-profile', () => ({ useUserProfile: () => reads.profile }));

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
    clearLayoutCookies();
    reads.profile = { status: 'success', data: null };
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

  it('puts every navigation link in its own list item', () => {
    renderShellAt('/agent');

    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    const items = within(navigation).getAllByRole('listitem');
    expect(items).toHaveLength(within(navigation).getAllByRole('link').length);
    for (const item of items) expect(within(item).getAllByRole('link')).toHaveLength(1);
  });

  it('hides the navigation behind a menu button on narrow screens', async () => {
    window.innerWidth = 480;
    const { user } = renderShellAt('/agent');

    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  it('collapses the sidebar to icons and remembers it in the sidebar cookie', async () => {
    const { user } = renderShellAt('/agent');
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-expanded', 'true');

    const collapse = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);

    expect(sidebar).toHaveAttribute('data-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);
    // Collapsed, entries keep their names for screen readers.
    expect(screen.getByRole('link', { name: 'Agents' })).toBeInTheDocument();
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    renderShellAt('/agent');

    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('unpinned, stays collapsed and opens while hovered; the choice is kept in the pinned cookie', async () => {
    const { user } = renderShellAt('/agent');
    const pin = screen.getByRole('button', { name: 'Pin sidebar' });
    expect(pin).toHaveAttribute('aria-pressed', 'true');

    await user.click(pin);
    await user.unhover(pin);

    expect(pin).toHaveAttribute('aria-pressed', 'false');
    expect(document.cookie).toContain(`${PINNED_COOKIE_NAME}=false`);
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-expanded', 'false');
    expect(screen.queryByRole('button', { name: /Collapse sidebar|Expand sidebar/ })).not.toBeInTheDocument();

    await user.hover(screen.getByRole('link', { name: 'Agents' }));
    expect(sidebar).toHaveAttribute('data-expanded', 'true');
  });

  it('offers the organisation switcher and the user menu in the top bar', async () => {
    const { user } = renderShellAt('/agent');
    const banner = screen.getByRole('banner');

    expect(
      within(banner).getByRole('button', { name: 'Organization: Acme. Switch organization' }),
    ).toBeVisible();
    await user.click(within(banner).getByRole('button', { name: /^Account menu/ }));

    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Organization settings' })).toHaveAttribute(
      'href',
      '/org/settings',
    );
    expect(within(menu).getByRole('menuitem', { name: /Dark mode|Light mode/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('links to the agent batch jobs in the account menu for a platform ADMIN only', async () => {
    const openMenu = async () => {
      const view = renderShellAt('/agent');
      await view.user.click(
        within(screen.getByRole('banner')).getByRole('button', { name: /^Account menu/ }),
      );
      return { ...view, menu: screen.getByRole('menu') };
    };
    reads.profile = { status: 'success', data: userSchema.parse({ uid: 'user-ann', role: 'USER' }) };
    const first = await openMenu();
    expect(within(first.menu).queryByRole('menuitem', { name: 'Agent batch jobs' })).not.toBeInTheDocument();
    first.unmount();

    reads.profile = { status: 'success', data: userSchema.parse({ uid: 'user-ann', role: 'ADMIN' }) };
    const { menu } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Agent batch jobs' })).toHaveAttribute(
      'href',
      '/admin/agent-jobs',
    );
  });
});
