import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { NameGreetingForm } from './name-greeting-form';

const values = {
  name: 'Front desk',
  greeting: 'Thank you for calling Front desk! How can I help you today?',
};

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('NameGreetingForm', () => {
  it('shows the required message for a blank name and does not save', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { user } = renderWithProviders(<NameGreetingForm values={values} onSave={onSave} />);
    const name = screen.getByRole('textbox', { name: /Agent name/ });
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('Agent name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a trimmed greeting', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { user } = renderWithProviders(<NameGreetingForm values={values} onSave={onSave} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const greeting = screen.getByRole('textbox', { name: /Greeting/ });
    await user.clear(greeting);
    await user.type(greeting, ' Hi there! ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(onSave).toHaveBeenCalledWith(values, { ...values, greeting: 'Hi there!' });
    });
  });

  it('follows a live change while unedited', () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { rerender } = renderWithProviders(<NameGreetingForm values={values} onSave={onSave} />);
    rerender(<NameGreetingForm values={{ ...values, name: 'Renamed elsewhere' }} onSave={onSave} />);
    return vi.waitFor(() => {
      expect(screen.getByRole('textbox', { name: /Agent name/ })).toHaveValue('Renamed elsewhere');
    });
  });
});
