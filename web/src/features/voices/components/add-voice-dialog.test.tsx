import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { fillAddVoiceForm } from '../testing/voice-test-kit';
import { AddVoiceDialog } from './add-voice-dialog';

vi.setConfig({ testTimeout: 60_000 });

function renderAddVoice(onSubmit = vi.fn(() => Promise.resolve())) {
  const onClose = vi.fn();
  const view = renderWithProviders(<AddVoiceDialog open onClose={onClose} onSubmit={onSubmit} />);
  return { ...view, onSubmit, onClose, dialog: screen.getByRole('dialog', { name: 'Add a voice' }) };
}

describe('AddVoiceDialog', () => {
  it("shows the spec's three messages when submitted empty, and sends nothing", async () => {
    const { user, dialog, onSubmit } = renderAddVoice();
    await user.click(within(dialog).getByRole('button', { name: 'Add Voice' }));
    expect(await within(dialog).findByText('Please select a provider.')).toBeInTheDocument();
    expect(within(dialog).getByText('Voice ID is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a language.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an ID of only spaces with 'Voice ID is required.'", async () => {
    const { user, dialog } = renderAddVoice();
    const id = within(dialog).getByRole('textbox', { name: /ID/ });
    expect(id).toHaveAttribute('placeholder', 'Add ID');
    await user.type(id, '   ');
    await user.tab();
    expect(await within(dialog).findByText('Voice ID is required.')).toBeInTheDocument();
  });

  it("offers '11 Labs' only, reads 'Adding Voice' while working and sends the trimmed values", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user, dialog } = renderAddVoice(onSubmit);
    await user.click(within(dialog).getByRole('combobox', { name: /Provider/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['11 Labs']);
    await user.keyboard('{Escape}');
    await fillAddVoiceForm(user, dialog, { id: ' abc123 ', language: 'Spanish' });
    expect(await within(dialog).findByRole('button', { name: 'Adding Voice' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ provider: '11labs', id: 'abc123', language: 'es' });
    finish();
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Add Voice' })).toBeEnabled();
    });
  });
});
