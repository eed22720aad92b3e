import { screen, waitFor, within } from '@testing-library/react';
import {
  inviteSentMessage,
  MSG_AUTH_INVALID_EMAIL,
  MSG_EMAIL_REQUIRED,
  MSG_UPGRADE_FOR_INVITES,
} from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import { toHelperError, type ApiFetch } from '../../../lib/api-client';
import { makeOrg } from '../../../testing/factories';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { InviteForm } from './invite-form';

function renderForm(
  api: ApiFetch = vi.fn(() => Promise.resolve({ inviteTokenId: 't1', expiresAt: 1 })) as never,
) {
  const services = fakeServices({ api });
  // STARTER: the first plan with invite_member.
  return {
    ...renderWithProviders(<InviteForm org={makeOrg({ ownerPlan: 'STARTER' })} />, { services }),
    services,
  };
}

describe('InviteForm', () => {
  it("is closed on the owner's FREE plan, saying why, with the upgrade link", () => {
    renderWithProviders(<InviteForm org={makeOrg({ ownerPlan: 'FREE' })} />);
    expect(screen.getByRole('button', { name: 'Send invite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send invite' })).toHaveAccessibleDescription(
      MSG_UPGRADE_FOR_INVITES,
    );
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('needs a valid e-mail address', async () => {
    const { user, services } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText(MSG_EMAIL_REQUIRED)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/E-mail address/), 'bob@');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText(MSG_AUTH_INVALID_EMAIL)).toBeInTheDocument();
    expect(services.api).not.toHaveBeenCalled();
  });

  it('invites as member by default, or as admin, and clears the form', async () => {
    const { user, services } = renderForm();

    await user.type(screen.getByLabelText(/E-mail address/), ' bob@example.com ');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Send invite' }));

    expect(await screen.findByText(inviteSentMessage('bob@example.com'))).toBeInTheDocument();
    expect(services.api).toHaveBeenCalledWith(
      '/api/org-invite',
      expect.objectContaining({
        method: 'POST',
        body: { email: 'bob@example.com', role: 'admin', orgId: 'org-acme', orgName: 'Acme' },
      }),
    );
    await waitFor(() => {
      expect(screen.getByLabelText(/E-mail address/)).toHaveValue('');
    });
  });

  it("shows the server's refusal", async () => {
    const api = vi.fn(() =>
      Promise.reject(
        toHelperError(403, {
          error: { status: 'PERMISSION_DENIED', message: 'Error sending private invite email' },
        }),
      ),
    );
    const { user } = renderForm(api);

    await user.type(screen.getByLabelText(/E-mail address/), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error sending private invite email');
  });
});
