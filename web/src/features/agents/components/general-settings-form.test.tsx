import { generalSettingsSchema } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { GeneralSettingsForm } from './general-settings-form';

const { postCallWebhooks: _webhooks, ...defaults } = generalSettingsSchema.parse({});

function renderForm(onSave = vi.fn(() => Promise.resolve(true))) {
  return { ...renderWithProviders(<GeneralSettingsForm values={defaults} onSave={onSave} />), onSave };
}

const maxDuration = () => screen.getByRole('spinbutton', { name: /Maximum call duration/ });
const save = () => screen.getByRole('button', { name: 'Save' });

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('GeneralSettingsForm', () => {
  it('starts from the spec defaults with Save disabled', () => {
    renderForm();
    expect(maxDuration()).toHaveValue(20);
    expect(screen.getByRole('spinbutton', { name: /Silence timeout/ })).toHaveValue(15);
    expect(screen.getByRole('switch', { name: 'Call recording' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'HIPAA mode' })).not.toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('enables Save after a change and disables it again when the change is undone', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('switch', { name: 'Spam detection' }));
    expect(save()).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: 'Spam detection' }));
    expect(save()).toBeDisabled();
  });

  it('shows the bound error and does not save an out-of-range duration', async () => {
    const { user, onSave } = renderForm();
    await user.clear(maxDuration());
    await user.type(maxDuration(), '121');
    await user.tab();
    expect(
      await screen.findByText('Maximum call duration (minutes) must be at most 120'),
    ).toBeInTheDocument();
    expect(maxDuration()).toHaveAttribute('aria-invalid', 'true');
    await user.click(save());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the edited values against the ones it started from', async () => {
    const { user, onSave } = renderForm();
    await user.clear(maxDuration());
    await user.type(maxDuration(), '30');
    await user.click(save());
    await vi.waitFor(() => {
      expect(onSave).toHaveBeenCalledWith(defaults, { ...defaults, maxDurationMinutes: 30 });
    });
    await vi.waitFor(() => {
      expect(save()).toBeDisabled();
    });
  });

  it('keeps the edit (Save enabled) when saving fails', async () => {
    const { user } = renderForm(vi.fn(() => Promise.resolve(false)));
    await user.click(screen.getByRole('switch', { name: 'HIPAA mode' }));
    await user.click(save());
    await vi.waitFor(() => {
      expect(save()).toBeEnabled();
    });
    expect(screen.getByRole('switch', { name: 'HIPAA mode' })).toBeChecked();
  });
});
