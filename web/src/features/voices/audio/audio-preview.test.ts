import { describe, expect, it, vi } from 'vitest';
import { createAudioPreview } from './audio-preview';

/** A stand-in audio element: records src and play/pause calls; play resolves unless told to fail. */
function fakeAudio(failPlay = false) {
  const element = new EventTarget() as EventTarget & {
    src: string;
    play: () => Promise<void>;
    pause: () => void;
  };
  element.src = '';
  element.play = vi.fn(() => (failPlay ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve()));
  element.pause = vi.fn();
  return element;
}

const scarlett = { id: 'scarlett', clipUrl: 'https://clips.example/scarlett.mp3' };
const oliver = { id: 'oliver', clipUrl: 'https://clips.example/oliver.mp3' };

describe('createAudioPreview', () => {
  it('plays one voice at a time: starting another stops the first', async () => {
    const audio = fakeAudio();
    const preview = createAudioPreview(() => audio as unknown as HTMLAudioElement);
    await preview.toggle(scarlett);
    expect(preview.getPlayingId()).toBe('scarlett');
    await preview.toggle(oliver);
    expect(preview.getPlayingId()).toBe('oliver');
    expect(audio.src).toBe(oliver.clipUrl);
    expect(audio.pause).toHaveBeenCalled();
  });

  it('pauses the playing voice and resumes it without reloading the clip', async () => {
    const audio = fakeAudio();
    const preview = createAudioPreview(() => audio as unknown as HTMLAudioElement);
    await preview.toggle(scarlett);
    await preview.toggle(scarlett);
    expect(preview.getPlayingId()).toBeNull();
    audio.src = 'kept-position-marker';
    await preview.toggle(scarlett);
    expect(preview.getPlayingId()).toBe('scarlett');
    // The src was not set again, so the element continues where it was paused.
    expect(audio.src).toBe('kept-position-marker');
  });

  it('clears the playing voice when the clip ends', async () => {
    const audio = fakeAudio();
    const preview = createAudioPreview(() => audio as unknown as HTMLAudioElement);
    const listener = vi.fn();
    preview.subscribe(listener);
    await preview.toggle(scarlett);
    audio.dispatchEvent(new Event('ended'));
    expect(preview.getPlayingId()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('rejects and clears when the browser refuses to play', async () => {
    const preview = createAudioPreview(() => fakeAudio(true) as unknown as HTMLAudioElement);
    await expect(preview.toggle(scarlett)).rejects.toThrow('NotAllowedError');
    expect(preview.getPlayingId()).toBeNull();
  });
});
