import { advancedSettingsSchema } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AdvancedSettingsForm } from './advanced-settings-form';

const defaults = advancedSettingsSchema.parse({});

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('AdvancedSettingsForm', () => {
  it('starts from the spec defaults', () => {
    renderWithProviders(<AdvancedSettingsForm values={defaults} onSave={vi.fn()} />);
    expect(screen.getByRole('spinbutton', { name: /Smart endpointing timeout/ })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: /End-of-utterance/ })).toHaveValue(0.6);
    expect(screen.getByRole('spinbutton', { name: /Voice activity timeout/ })).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: /Interruption delay/ })).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: /Response delay/ })).toHaveValue(0.4);
    expect(screen.getByRole('spinbutton', { name: /Smart turn stop/ })).toHaveValue(2);
    expect(screen.getByRole('textbox', { name: /Prompt version/ })).toHaveValue('v1.5');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows the probability bound', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { user } = renderWithProviders(<AdvancedSettingsForm values={defaults} onSave={onSave} />);
    const threshold = screen.getByRole('spinbutton', { name: /End-of-utterance/ });
    await user.clear(threshold);
    await user.type(threshold, '1.5');
    await user.tab();
    expect(
      await screen.findByText('End-of-utterance probability threshold must be at most 1'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a changed response delay', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { user } = renderWithProviders(<AdvancedSettingsForm values={defaults} onSave={onSave} />);
    const delay = screen.getByRole('spinbutton', { name: /Response delay/ });
    await user.clear(delay);
    await user.type(delay, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(onSave).toHaveBeenCalledWith(defaults, { ...defaults, responseDelaySeconds: 1 });
    });
  });
});
