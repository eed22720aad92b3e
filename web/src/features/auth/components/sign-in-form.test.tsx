import { screen, waitFor } from '@testing-library/react';
import {
  MSG_AUTH_INVALID_EMAIL,
  MSG_AUTH_TOO_MANY_ATTEMPTS,
  MSG_AUTH_USER_NOT_FOUND,
  MSG_AUTH_WRONG_PASSWORD,
  MSG_EMAIL_REQUIRED,
  MSG_PASSWORD_REQUIRED,
  SIDEBAR_COOKIE_NAME,
} from '@parley/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storePendingInvite } from '../../../lib/pending-invite';
import { clearLayoutCookies } from '../../../testing/cookies';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { SignInForm } from './sign-in-form';

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

function renderForm(account: Parameters<typeof fakeServices>[0] = {}) {
  const onSignedIn = vi.fn();
  const services = fakeServices(account);
  const view = renderWithProviders(<SignInForm onSignedIn={onSignedIn} />, {
    services,
    session: { status: 'signedOut' },
  });
  return { ...view, onSignedIn, services };
}

afterEach(() => {
  clearLayoutCookies();
  window.localStorage.clear();
});

describe('SignInForm', () => {
  it('asks for the e-mail address and password before trying to sign in', async () => {
    const { user, services } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(MSG_EMAIL_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(MSG_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(services.account.signInWithEmail).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail address', async () => {
    const { user } = renderForm();

    await user.type(screen.getByLabelText(/E-mail/), 'ann@');
    await user.tab();

    expect(await screen.findByText(MSG_AUTH_INVALID_EMAIL)).toBeInTheDocument();
  });

  it.each([
    ['auth/wrong-password', MSG_AUTH_WRONG_PASSWORD],
    ['auth/user-not-found', MSG_AUTH_USER_NOT_FOUND],
    ['auth/too-many-requests', MSG_AUTH_TOO_MANY_ATTEMPTS],
  ])('explains a %s failure in plain words', async (code, message) => {
    const { user, onSignedIn } = renderForm({
      account: { signInWithEmail: vi.fn(() => Promise.reject(firebaseError(code))) },
    });

    await user.type(screen.getByLabelText(/E-mail/), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed address, sets the layout cookies and accepts a pending invite', async () => {
    storePendingInvite({
      token: 'tok-9',
      source: 'private',
      originalUrl: 'http://app/accept-invite?token=tok-9',
    });
    const api = vi.fn(() => Promise.resolve({ orgId: 'org-team', role: 'member', joined: true }));
    const { user, onSignedIn, services } = renderForm({ api: api as never });

    await user.type(screen.getByLabelText(/E-mail/), '  ann@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledWith({ joinedOrgId: 'org-team', warning: null, next: null });
    });
    expect(services.account.signInWithEmail).toHaveBeenCalledWith('ann@example.com', 'secret-pass');
    expect(api).toHaveBeenCalledWith(
      '/user/accept-invite',
      expect.objectContaining({ body: { token: 'tok-9' } }),
    );
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=true`);
    expect(window.localStorage.length).toBe(1); // only the remembered organisation, the invite is gone
  });

  it('lets the password be shown and hidden', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText(/^Password/);

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
