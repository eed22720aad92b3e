import { createContext } from 'react';
import { createAudioPreview, type AudioPreview } from './audio-preview';

let appPreview: AudioPreview | null = null;

/** The app-wide preview, created on first use so importing this file never touches the DOM. */
export function appAudioPreview(): AudioPreview {
  appPreview ??= createAudioPreview();
  return appPreview;
}

/** Lets a test (or an isolated surface) use its own preview store; the app uses appAudioPreview(). */
export const AudioPreviewContext = createContext<AudioPreview | null>(null);
