import { screen } from '@testing-library/react';
import {
  HelperError,
  MSG_ERROR_ACCEPTING_INVITE,
  MSG_INVITE_EMAIL_NOT_VERIFIED,
  MSG_INVITE_EXPIRED,
  MSG_INVITE_LINK_INVALID,
  MSG_JOINED_ORG,
  verificationSentMessage,
} from '@parley/domain';
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

/** A refusal as the API client throws it: the spec's message, the reason in the raw body. */
const refusal = (status: number, reason: string) =>
  new HelperError(status, {
    message: MSG_ERROR_ACCEPTING_INVITE,
    error: { status: 'FAILED_PRECONDITION', message: MSG_ERROR_ACCEPTING_INVITE, details: { reason } },
  });
const joined = { orgId: 'org-team', role: 'member', joined: true };

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
    const api = vi.fn((_path: string) => Promise.resolve(joined));
    const services = fakeServices({ api: api as never });
    renderRoutes(routes, { route: '/accept-invite?token=tok-6', services });

    expect(await screen.findByRole('heading', { name: 'Agents page' })).toBeInTheDocument();
    expect(screen.getByText(MSG_JOINED_ORG)).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      '/user/accept-invite',
      expect.objectContaining({ body: { token: 'tok-6' } }),
    );
    expect(api.mock.calls.filter(([path]) => path === '/user/accept-invite')).toHaveLength(1);
    expect(services.account.reloadIdentity).toHaveBeenCalled();
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

  it('says the specific reason of a refusal, not the generic spec text', async () => {
    const api = vi.fn(() => Promise.reject(refusal(400, 'invite-expired')));
    renderRoutes(routes, { route: '/accept-invite?token=old', services: fakeServices({ api }) });

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_INVITE_EXPIRED);
    expect(screen.queryByText(MSG_ERROR_ACCEPTING_INVITE)).not.toBeInTheDocument();
  });

  it('an unverified address: offers the verification e-mail again, then joins once verified', async () => {
    let verified = false;
    const api = vi.fn((path: string) =>
      path === '/user/accept-invite' && !verified
        ? Promise.reject(refusal(400, 'email-not-verified'))
        : Promise.resolve(joined),
    );
    const services = fakeServices({ api: api as never });
    const { user } = renderRoutes(routes, { route: '/accept-invite?token=tok-v', services });

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_INVITE_EMAIL_NOT_VERIFIED);
    await user.click(screen.getByRole('button', { name: 'Send the verification e-mail' }));
    expect(services.account.sendEmailVerification).toHaveBeenCalledWith(
      `${window.location.origin}/accept-invite?token=tok-v`,
    );
    expect(await screen.findByText(verificationSentMessage('ann@example.com'))).toBeInTheDocument();

    verified = true;
    await user.click(screen.getByRole('button', { name: 'I have verified my e-mail address' }));
    expect(await screen.findByRole('heading', { name: 'Agents page' })).toBeInTheDocument();
    expect(screen.getByText(MSG_JOINED_ORG)).toBeInTheDocument();
  });

  it('says the link is not valid without a token', async () => {
    renderRoutes(routes, { route: '/accept-invite' });

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_INVITE_LINK_INVALID);
  });
});
