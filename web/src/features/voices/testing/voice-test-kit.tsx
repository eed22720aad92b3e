// Test-only helpers for the voice library's component tests; app code never imports this folder.
import { configure } from '@testing-library/react';
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
