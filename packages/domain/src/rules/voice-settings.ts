// The Customize Voice panel and the featured carousel.
import { FEATURED_CAROUSEL_BREAKPOINTS } from '../constants';
import { FEATURED_VOICE_NAMES } from '../data/voice-catalogue';
import type { Voice } from '../schemas/voice';

export interface VoiceSettingsValues {
  readonly voiceSpeed: number;
  readonly enableMultiLingual: boolean;
}

/** 'Save settings' is enabled only when a value differs from what was loaded. */
export function voiceSettingsChanged(initial: VoiceSettingsValues, current: VoiceSettingsValues): boolean {
  return (
    initial.voiceSpeed !== current.voiceSpeed || initial.enableMultiLingual !== current.enableMultiLingual
  );
}

/** The multi-lingual switch shows only for voices that support it. */
export function showsMultiLingualSwitch(voice: Pick<Voice, 'isMultiLingualSupport'>): boolean {
  return voice.isMultiLingualSupport;
}

/** Slides per view at a viewport width: 3 from 768px, 4 from 1024px, 5 from 1280px, else 1. */
export function featuredSlidesPerView(viewportWidth: number): number {
  let slides = 1;
  for (const breakpoint of FEATURED_CAROUSEL_BREAKPOINTS) {
    if (viewportWidth >= breakpoint.minWidth) slides = breakpoint.slides;
  }
  return slides;
}

/** The featured carousel's voices, in the fixed order; names not found are skipped. */
export function featuredVoices<V extends Pick<Voice, 'name'>>(voices: readonly V[]): V[] {
  return FEATURED_VOICE_NAMES.flatMap((name) => {
    const voice = voices.find((candidate) => candidate.name === name);
    return voice ? [voice] : [];
  });
}
