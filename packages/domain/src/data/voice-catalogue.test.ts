import { describe, expect, it } from 'vitest';
import {
  ADD_VOICE_PROVIDER_OPTIONS,
  CLONE_LANGUAGES,
  FEATURED_VOICE_NAMES,
  SPECIAL_VOICE_IDS,
  VOICE_FILTER_ACCENTS,
  VOICE_FILTER_GROUPS,
  VOICE_PROVIDERS,
  VOICE_PROVIDER_LABELS,
} from './voice-catalogue';

describe('voice catalogue', () => {
  it('lists the 8 providers with their labels', () => {
    expect(VOICE_PROVIDERS).toEqual([
      'cartesia',
      'deepgram',
      '11labs',
      'playht',
      'gemini_realtime',
      'openai_realtime',
      'neets',
      'rime',
    ]);
    expect(VOICE_PROVIDERS.map((provider) => VOICE_PROVIDER_LABELS[provider])).toEqual([
      'Cartesia',
      'Deepgram',
      '11labs',
      'PlayHT',
      'Gemini Realtime',
      'OpenAI Realtime',
      'Neets',
      'Rime',
    ]);
  });

  it('offers the filter groups and options of the spec', () => {
    const byKey = Object.fromEntries(
      VOICE_FILTER_GROUPS.map((group) => [group.key, group.options.map((o) => o.label)]),
    );
    expect(byKey.language).toEqual(['english', 'spanish', 'hungarian', 'french']);
    expect(byKey.gender).toEqual(['male', 'female']);
    expect(byKey.accent).toEqual([...VOICE_FILTER_ACCENTS]);
    expect(byKey.accent).toHaveLength(8);
    expect(byKey.provider).toHaveLength(8);
    expect(byKey.feature).toEqual(['Turbo', 'High Fidelity', 'Multi-Lingual', 'Emotion']);
  });

  it('features 7 voices, Scarlett first', () => {
    expect(FEATURED_VOICE_NAMES).toHaveLength(7);
    expect(FEATURED_VOICE_NAMES[0]).toBe('Scarlett');
    expect(new Set(FEATURED_VOICE_NAMES).size).toBe(7);
  });

  it('has 8 distinct special voice ids', () => {
    expect(new Set(SPECIAL_VOICE_IDS).size).toBe(8);
  });

  it('offers the 11 clone languages in order', () => {
    expect(CLONE_LANGUAGES.map((language) => `${language.value} ${language.label}`)).toEqual([
      'en English',
      'es Spanish',
      'fr French',
      'de German',
      'it Italian',
      'pt Portuguese',
      'ru Russian',
      'hi Hindi',
      'nl Dutch',
      'sv Swedish',
      'da Danish',
    ]);
  });

  it("adds voices from '11 Labs' only", () => {
    expect(ADD_VOICE_PROVIDER_OPTIONS).toEqual([{ value: '11labs', label: '11 Labs' }]);
  });
});
