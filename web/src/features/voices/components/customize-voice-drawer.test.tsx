import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeVoice } from '../../../testing/voice-factories';
import { appTheme } from '../../../components/theme/app-theme';
import { CustomizeVoiceDrawer } from './customize-voice-drawer';

vi.setConfig({ testTimeout: 60_000 });

const multilingual = makeVoice({ name: 'Maya', isMultiLingualSupport: true });
const plain = makeVoice({ name: 'Oliver' });

function renderDrawer(voice = multilingual, onSave = vi.fn(() => Promise.resolve(true))) {
  const view = renderWithProviders(
    <CustomizeVoiceDrawer
      voice={voice}
      initial={{ voiceSpeed: 1, enableMultiLingual: false }}
      onSave={onSave}
      onClose={vi.fn()}
    />,
  );
  return { ...view, onSave };
}

describe('CustomizeVoiceDrawer', () => {
  it('stacks above dialogs (the voice library it opens from) and the app bar', () => {
    renderDrawer();
    const root = screen.getByRole('dialog', { name: 'Customize Voice' }).closest('.MuiDrawer-root');
    if (!(root instanceof HTMLElement)) throw new Error('The panel is not inside a drawer.');
    const { zIndex } = appTheme;
    expect(Number(getComputedStyle(root).zIndex)).toBeGreaterThan(zIndex.modal);
    expect(zIndex.modal).toBeGreaterThan(zIndex.appBar);
  });

  it("shows the speed as '1.00x' on a 0.5–1.5 slider in 0.05 steps, and the voice's tags", () => {
    renderDrawer();
    expect(screen.getByRole('dialog', { name: 'Customize Voice' })).toBeInTheDocument();
    expect(screen.getByText('1.00x')).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Speed' });
    expect(slider).toHaveAttribute('min', '0.5');
    expect(slider).toHaveAttribute('max', '1.5');
    expect(slider).toHaveAttribute('step', '0.05');
    expect(screen.getByText('Multilingual')).toBeInTheDocument();
  });

  it("enables 'Save settings' only while a value differs from the saved one", async () => {
    const { user, onSave } = renderDrawer();
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();
    const slider = screen.getByRole('slider', { name: 'Speed' });
    // Keyboard, not a pointer: jsdom has no pointer capture for the slider's drag handling.
    act(() => {
      slider.focus();
    });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('1.05x')).toBeInTheDocument();
    expect(save).toBeEnabled();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('1.00x')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Multi-Lingual Support' }));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ voiceSpeed: 1, enableMultiLingual: true });
    // Saved: the new values are the baseline, so there is nothing left to save.
    expect(await screen.findByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('keeps the change to save again when saving failed', async () => {
    const { user } = renderDrawer(
      multilingual,
      vi.fn(() => Promise.resolve(false)),
    );
    await user.click(screen.getByRole('switch', { name: 'Multi-Lingual Support' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('button', { name: 'Save settings' })).toBeEnabled();
  });

  it("hides 'Multi-Lingual Support' for a voice without it", () => {
    renderDrawer(plain);
    expect(screen.queryByRole('switch', { name: 'Multi-Lingual Support' })).not.toBeInTheDocument();
  });
});
