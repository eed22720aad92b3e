import { screen } from '@testing-library/react';
import { PENDING_INVITE_TTL_MS } from '@parley/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_INVITE_STORAGE_KEY, readPendingInvite } from '../lib/pending-invite';
import { renderRoutes } from '../testing/render';
import { routes } from './router';

// The signed-in layout is a lazy chunk with the Firestore SDK behind it; load it once up front so each
// test waits on routing, not on the first transform of that module graph.
beforeAll(async () => {
  await import('./signed-in-layout');
});

afterEach(() => {
  window.localStorage.clear();
});

describe('routes', () => {
  it('sends the home page to the agent list', async () => {
    const { location } = renderRoutes(routes, { route: '/' });

    await expect.poll(() => location().pathname).toBe('/agent');
  });

  it('shows the 404 page, inside the shell, for an unknown URL', async () => {
    renderRoutes(routes, { route: '/definitely/not/a/page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});

describe('auth guard', () => {
  it('sends a signed-out visitor to sign in, keeping the page they asked for', async () => {
    const { location } = renderRoutes(routes, {
      route: '/org/settings?tab=members',
      session: { status: 'signedOut' },
    });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/sign-in');
    expect(new URLSearchParams(location().search).get('next')).toBe('/org/settings?tab=members');
  });

  it('shows progress, not the sign-in page, while the session is still being restored', async () => {
    const { location } = renderRoutes(routes, { route: '/profile', session: { status: 'loading' } });

    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(location().pathname).toBe('/profile');
  });

  it('keeps an invite token from the URL in the browser for 24 hours before redirecting', async () => {
    const before = Date.now();
    renderRoutes(routes, { route: '/agent?inviteToken=tok-123', session: { status: 'signedOut' } });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const invite = readPendingInvite();
    expect(invite).toMatchObject({
      token: 'tok-123',
      source: 'private',
      originalUrl: `${window.location.origin}/agent?inviteToken=tok-123`,
    });
    expect(invite?.expiresAt).toBeGreaterThanOrEqual(before + PENDING_INVITE_TTL_MS);
    expect(window.localStorage.getItem(PENDING_INVITE_STORAGE_KEY)).not.toBeNull();
  });

  it('sends a signed-in user away from the sign-in page to where they were going', async () => {
    const { location } = renderRoutes(routes, { route: '/sign-in?next=%2Fprofile' });

    await expect.poll(() => location().pathname).toBe('/profile');
  });
});
