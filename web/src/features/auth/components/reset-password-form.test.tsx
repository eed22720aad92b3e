import { screen } from '@testing-library/react';
import { MSG_AUTH_INVALID_EMAIL, MSG_AUTH_TOO_MANY_ATTEMPTS, passwordResetSentMessage } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { ResetPasswordForm } from './reset-password-form';

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

function renderForm(sendPasswordReset?: () => Promise<void>) {
  const services = fakeServices(sendPasswordReset ? { account: { sendPasswordReset } } : {});
  return {
    ...renderWithProviders(<ResetPasswordForm />, { services, session: { status: 'signedOut' } }),
    services,
  };
}

describe('ResetPasswordForm', () => {
  it('checks the address before sending', async () => {
    const { user, services } = renderForm();

    await user.type(screen.getByLabelText(/E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(MSG_AUTH_INVALID_EMAIL)).toBeInTheDocument();
    expect(services.account.sendPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the link and confirms without saying whether the address has an account', async () => {
    const { user, services } = renderForm(vi.fn(() => Promise.reject(firebaseError('auth/user-not-found'))));

    await user.type(screen.getByLabelText(/E-mail/), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(passwordResetSentMessage('who@example.com'));
    expect(services.account.sendPasswordReset).toHaveBeenCalledWith('who@example.com');
  });

  it('explains a rate limit', async () => {
    const { user } = renderForm(vi.fn(() => Promise.reject(firebaseError('auth/too-many-requests'))));

    await user.type(screen.getByLabelText(/E-mail/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_AUTH_TOO_MANY_ATTEMPTS);
  });
});
