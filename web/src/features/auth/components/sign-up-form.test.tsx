import { screen, waitFor } from '@testing-library/react';
import {
  MSG_AUTH_EMAIL_IN_USE,
  MSG_AUTH_WEAK_PASSWORD,
  MSG_DISPLAY_NAME_REQUIRED,
  MSG_EMAIL_REQUIRED,
  MSG_INVITE_LINK_INVALID,
  MSG_PASSWORD_TOO_SHORT,
  PINNED_COOKIE_NAME,
} from '@parley/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPendingInvite, storePendingInvite } from '../../../lib/pending-invite';
import { clearLayoutCookies } from '../../../testing/cookies';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { SignUpForm } from './sign-up-form';

const firebaseError = (code: string) => Object.assign(new Error(code), { code });
const provisioned = { uid: 'user-ann', created: true, personalOrgId: null, orgIds: ['org-team'] };

function renderForm(overrides: Parameters<typeof fakeServices>[0] = {}) {
  const onSignedUp = vi.fn();
  const services = fakeServices(overrides);
  const view = renderWithProviders(<SignUpForm onSignedUp={onSignedUp} />, {
    services,
    session: { status: 'signedOut' },
  });
  return { ...view, onSignedUp, services };
}

async function fillIn(user: ReturnType<typeof renderForm>['user'], password = 'long-enough') {
  await user.type(screen.getByLabelText(/^Name/), 'Ann Owner');
  await user.type(screen.getByLabelText(/E-mail/), 'ann@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

afterEach(() => {
  clearLayoutCookies();
  window.localStorage.clear();
});

describe('SignUpForm', () => {
  it('asks for a name, an e-mail address and a long enough password', async () => {
    const { user, services } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MSG_DISPLAY_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(MSG_EMAIL_REQUIRED)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.tab();
    expect(await screen.findByText(MSG_PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(services.account.signUpWithEmail).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/email-already-in-use', MSG_AUTH_EMAIL_IN_USE],
    ['auth/weak-password', MSG_AUTH_WEAK_PASSWORD],
  ])('explains %s', async (code, message) => {
    const { user } = renderForm({
      account: { signUpWithEmail: vi.fn(() => Promise.reject(firebaseError(code))) },
    });

    await fillIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('creates the account, then provisions it with POST /user/new carrying the pending invite', async () => {
    storePendingInvite({
      token: 'tok-7',
      source: 'public',
      originalUrl: 'http://app/accept-invite?token=tok-7',
    });
    const api = vi.fn((path: string) => Promise.resolve(path === '/user/new' ? provisioned : undefined));
    const { user, onSignedUp, services } = renderForm({ api: api as never });

    await fillIn(user);

    await waitFor(() => {
      expect(onSignedUp).toHaveBeenCalledWith({ joinedOrgId: 'org-team', warning: null, next: null });
    });
    expect(services.account.signUpWithEmail).toHaveBeenCalledWith({
      displayName: 'Ann Owner',
      email: 'ann@example.com',
      password: 'long-enough',
    });
    expect(api).toHaveBeenCalledWith(
      '/user/new',
      expect.objectContaining({ method: 'POST', body: { displayName: 'Ann Owner', inviteToken: 'tok-7' } }),
    );
    expect(api).toHaveBeenCalledWith(
      '/api/sendWelcomeEmail',
      expect.objectContaining({ body: { userName: 'Ann Owner', userEmailAddress: 'ann@example.com' } }),
    );
    expect(services.account.sendEmailVerification).not.toHaveBeenCalled();
    expect(readPendingInvite()).toBeNull();
    expect(document.cookie).toContain(`${PINNED_COOKIE_NAME}=true`);
  });

  it('an unverified address: sends the verification e-mail back to the invite, goes there, no welcome yet', async () => {
    const originalUrl = 'http://app/accept-invite?token=tok-8';
    storePendingInvite({ token: 'tok-8', source: 'private', originalUrl });
    const waiting = { ...provisioned, orgIds: [], inviteRefusal: 'email-not-verified' };
    const api = vi.fn((path: string) => Promise.resolve(path === '/user/new' ? waiting : undefined));
    const reloadIdentity = vi.fn(() =>
      Promise.resolve({ email: 'ann@example.com', displayName: 'Ann Owner', emailVerified: false }),
    );
    const { user, onSignedUp, services } = renderForm({ api: api as never, account: { reloadIdentity } });

    await fillIn(user);

    await waitFor(() => {
      expect(onSignedUp).toHaveBeenCalledWith({
        joinedOrgId: null,
        warning: null,
        next: '/accept-invite?token=tok-8',
      });
    });
    expect(services.account.sendEmailVerification).toHaveBeenCalledWith(originalUrl);
    expect(api).not.toHaveBeenCalledWith('/api/sendWelcomeEmail', expect.anything());
  });

  it('says why an invite could not be used, in words, and still makes the account', async () => {
    storePendingInvite({
      token: 'gone',
      source: 'private',
      originalUrl: 'http://app/accept-invite?token=gone',
    });
    const refused = {
      ...provisioned,
      personalOrgId: 'org-mine',
      orgIds: ['org-mine'],
      inviteRefusal: 'invite-not-found',
    };
    const api = vi.fn((path: string) => Promise.resolve(path === '/user/new' ? refused : undefined));
    const { user, onSignedUp } = renderForm({ api: api as never });

    await fillIn(user);

    await waitFor(() => {
      expect(onSignedUp).toHaveBeenCalledWith({
        joinedOrgId: null,
        warning: MSG_INVITE_LINK_INVALID,
        next: null,
      });
    });
  });

  it('still signs the new user in when provisioning fails, with a warning (the Auth trigger provisions too)', async () => {
    const api = vi.fn(() => Promise.reject(new Error('Error creating user')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, onSignedUp } = renderForm({ api: api });

    await fillIn(user);

    await waitFor(() => {
      expect(onSignedUp).toHaveBeenCalledWith({
        joinedOrgId: null,
        warning: 'Error creating user',
        next: null,
      });
    });
    expect(warn).toHaveBeenCalledWith('sendWelcomeEmail failed', expect.any(Error));
    warn.mockRestore();
  });
});
