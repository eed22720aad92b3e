import { screen } from '@testing-library/react';
import { MSG_INVITE_LINK_INVALID, MSG_JOINED_ORG } from '@parley/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPendingInvite } from '../../../lib/pending-invite';
import { fakeServices } from '../../../testing/fake-services';
import { renderRoutes } from '../../../testing/render';
import AcceptInvitePage from './accept-invite-page';

const routes = [
  { path: '/accept-invite', element: <AcceptInvitePage /> },
  { path: '/sign-up', element: <h1>Sign up page</h1> },
  { path: '/agent', element: <h1>Agents page</h1> },
];

afterEach(() => {
  window.localStorage.clear();
});

describe('AcceptInvitePage', () => {
  it('signed out: keeps the invite in the browser and goes to sign-up', async () => {
    const { location } = renderRoutes(routes, {
      route: '/accept-invite?token=tok-5&source=public',
      session: { status: 'signedOut' },
    });

    expect(await screen.findByRole('heading', { name: 'Sign up page' })).toBeInTheDocument();
    expect(location().pathname).toBe('/sign-up');
    expect(readPendingInvite()).toMatchObject({
      token: 'tok-5',
      source: 'public',
      originalUrl: `${window.location.origin}/accept-invite?token=tok-5&source=public`,
    });
  });

  it('signed in: accepts the invite, says so and opens the agent list of the joined organisation', async () => {
    const api = vi.fn(() => Promise.resolve({ orgId: 'org-team', role: 'member', joined: true }));
    const services = fakeServices({ api: api as never });
    renderRoutes(routes, { route: '/accept-invite?token=tok-6', services });

    expect(await screen.findByRole('heading', { name: 'Agents page' })).toBeInTheDocument();
    expect(screen.getByText(MSG_JOINED_ORG)).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(
      '/user/accept-invite',
      expect.objectContaining({ body: { token: 'tok-6' } }),
    );
    expect(window.localStorage.getItem('parley.currentOrg.user-ann')).toBe('org-team');
  });

  it("signed in: shows the server's refusal", async () => {
    const api = vi.fn(() => Promise.reject(new Error('This invite has expired')));
    renderRoutes(routes, {
      route: '/accept-invite?token=old',
      services: fakeServices({ api: api }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('This invite has expired');
    expect(screen.getByRole('link', { name: 'Go to your agents' })).toHaveAttribute('href', '/agent');
  });

  it('says the link is not valid without a token', async () => {
    renderRoutes(routes, { route: '/accept-invite' });

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_INVITE_LINK_INVALID);
  });
});
