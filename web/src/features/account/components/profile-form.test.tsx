import { screen, waitFor } from '@testing-library/react';
import { MSG_DISPLAY_NAME_REQUIRED, MSG_INVALID_PHONE_NUMBER, MSG_PROFILE_SAVED } from '@parley/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeServices } from '../../../testing/fake-services';
import { renderWithProviders } from '../../../testing/render';
import { ProfileForm } from './profile-form';

function renderForm() {
  const services = fakeServices();
  const refreshSession = vi.fn();
  const view = renderWithProviders(
    <ProfileForm
      uid="user-ann"
      email="ann@example.com"
      initialValues={{ displayName: 'Ann', phoneNumber: '' }}
    />,
    { services, refreshSession },
  );
  return { ...view, services, refreshSession };
}

describe('ProfileForm', () => {
  it('needs a name and a plausible phone number', async () => {
    const { user, services } = renderForm();

    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/Phone number/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MSG_DISPLAY_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(MSG_INVALID_PHONE_NUMBER)).toBeInTheDocument();
    expect(services.account.updateUserDoc).not.toHaveBeenCalled();
  });

  it('saves the name to Auth and both fields to the user document, then refreshes the session', async () => {
    const { user, services, refreshSession } = renderForm();

    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Ann Owner');
    await user.type(screen.getByLabelText(/Phone number/), '+1 415 555 0123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MSG_PROFILE_SAVED)).toBeInTheDocument();
    expect(services.account.updateAuthProfile).toHaveBeenCalledWith({ displayName: 'Ann Owner' });
    expect(services.account.updateUserDoc).toHaveBeenCalledWith('user-ann', {
      displayName: 'Ann Owner',
      phoneNumber: '+1 415 555 0123',
    });
    await waitFor(() => {
      expect(refreshSession).toHaveBeenCalled();
    });
  });
});
