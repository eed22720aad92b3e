// Test-only helpers for the voice library's component tests; app code never imports this folder.
import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { createAudioPreview } from '../audio/audio-preview';
import { AudioPreviewContext } from '../audio/audio-preview-context';

// Nested dialogs hide the library until their exit transition ends, which on a busy 2-core runner can
// take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Stubs the media element jsdom lacks: play resolves (or rejects with `failPlay`), pause fires the
 * pause event like a browser does.
 */
export function stubMediaElement({ failPlay = false } = {}) {
  const play = vi
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockImplementation(() =>
      failPlay ? Promise.reject(new Error('NotSupportedError')) : Promise.resolve(),
    );
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
  return { play, pause };
}

/** Renders inside the app's test providers with its own audio preview, so tests never share a player. */
export function renderWithPreview(ui: ReactElement) {
  const preview = createAudioPreview();
  return renderWithProviders(<AudioPreviewContext value={preview}>{ui}</AudioPreviewContext>);
}

/** Fills 'Add a voice' (provider '11 Labs', the given id and language label) and submits it. */
export async function fillAddVoiceForm(
  user: UserEvent,
  dialog: HTMLElement,
  values: { id: string; language: string },
): Promise<void> {
  await user.click(within(dialog).getByRole('combobox', { name: /Provider/ }));
  await user.click(await screen.findByRole('option', { name: '11 Labs' }));
  await user.type(within(dialog).getByRole('textbox', { name: /ID/ }), values.id);
  await user.click(within(dialog).getByRole('combobox', { name: /Language/ }));
  await user.click(await screen.findByRole('option', { name: values.language }));
  await user.click(within(dialog).getByRole('button', { name: 'Add Voice' }));
}
