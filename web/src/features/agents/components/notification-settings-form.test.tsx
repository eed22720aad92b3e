import { notificationSettingsSchema } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { NotificationSettingsForm } from './notification-settings-form';

const defaults = notificationSettingsSchema.parse({});

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('NotificationSettingsForm', () => {
  it('needs an error number once an SMS notification is turned on', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { user } = renderWithProviders(<NotificationSettingsForm values={defaults} onSave={onSave} />);
    await user.click(screen.getByRole('checkbox', { name: 'Every call by SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add a phone number to receive SMS notifications')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the per-event flags with their contact', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { user } = renderWithProviders(<NotificationSettingsForm values={defaults} onSave={onSave} />);
    await user.click(screen.getByRole('checkbox', { name: 'Unhappy customer by e-mail' }));
    await user.click(screen.getByRole('textbox', { name: /Error e-mail address/ }));
    await user.paste('ops@acme.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(onSave).toHaveBeenCalledWith(defaults, {
        ...defaults,
        errorEmail: 'ops@acme.com',
        errorUnhappyCustomer: { sms: false, email: true },
      });
    });
  });
});
