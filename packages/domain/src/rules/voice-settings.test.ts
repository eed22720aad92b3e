import { describe, expect, it } from 'vitest';
import {
  featuredSlidesPerView,
  featuredVoices,
  showsMultiLingualSwitch,
  voiceSettingsChanged,
} from './voice-settings';

describe('customize voice panel', () => {
  const initial = { voiceSpeed: 1, enableMultiLingual: true };

  it('enables Save settings only after a change', () => {
    expect(voiceSettingsChanged(initial, { ...initial })).toBe(false);
    expect(voiceSettingsChanged(initial, { ...initial, voiceSpeed: 1.05 })).toBe(true);
    expect(voiceSettingsChanged(initial, { ...initial, enableMultiLingual: false })).toBe(true);
  });

  it('shows the multi-lingual switch only for supporting voices', () => {
    expect(showsMultiLingualSwitch({ isMultiLingualSupport: true })).toBe(true);
    expect(showsMultiLingualSwitch({ isMultiLingualSupport: false })).toBe(false);
  });
});

describe('featured carousel', () => {
  it('shows 3, 4, 5 slides from 768, 1024, 1280 px', () => {
    expect(featuredSlidesPerView(500)).toBe(1);
    expect(featuredSlidesPerView(768)).toBe(3);
    expect(featuredSlidesPerView(1023)).toBe(3);
    expect(featuredSlidesPerView(1024)).toBe(4);
    expect(featuredSlidesPerView(1280)).toBe(5);
    expect(featuredSlidesPerView(1920)).toBe(5);
  });

  it('orders featured voices by the fixed list and skips missing ones', () => {
    const voices = [{ name: 'Grace' }, { name: 'Zed' }, { name: 'Scarlett' }, { name: 'Oliver' }];
    expect(featuredVoices(voices).map((voice) => voice.name)).toEqual(['Scarlett', 'Oliver', 'Grace']);
  });
});
