// The voice library's fixed catalogue.
import type { Gender } from '../enums';

/** Voice provider values as stored on a voice, in the filter's order. */
export const VOICE_PROVIDERS = [
  'cartesia',
  'deepgram',
  '11labs',
  'playht',
  'gemini_realtime',
  'openai_realtime',
  'neets',
  'rime',
] as const;
export type VoiceProvider = (typeof VOICE_PROVIDERS)[number];

/** The label each provider carries in filters and tags. */
export const VOICE_PROVIDER_LABELS: Readonly<Record<VoiceProvider, string>> = {
  cartesia: 'Cartesia',
  deepgram: 'Deepgram',
  '11labs': '11labs',
  playht: 'PlayHT',
  gemini_realtime: 'Gemini Realtime',
  openai_realtime: 'OpenAI Realtime',
  neets: 'Neets',
  rime: 'Rime',
};

/** Providers whose voices run on a realtime (beta) speech-to-speech model. */
export const REALTIME_VOICE_PROVIDERS: readonly VoiceProvider[] = ['openai_realtime', 'gemini_realtime'];

/** One option of a select or filter group. */
export interface Option<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

/** The 'Add a voice' modal offers one provider only. */
export const ADD_VOICE_PROVIDER_OPTIONS: readonly Option[] = [{ value: '11labs', label: '11 Labs' }];

export const VOICE_FILTER_LANGUAGES = ['english', 'spanish', 'hungarian', 'french'] as const;
export const VOICE_FILTER_GENDERS = ['male', 'female'] as const satisfies readonly Gender[];
export const VOICE_FILTER_ACCENTS = [
  'Australian',
  'American',
  'Irish',
  'British',
  'Chilean',
  'Mexican',
  'Hungarian',
  'Quebecious',
] as const;
/** Feature values are the tags a voice carries for them; labels are the filter's texts. */
export const VOICE_FILTER_FEATURES: readonly Option[] = [
  { value: 'turbo', label: 'Turbo' },
  { value: 'high_fidelity', label: 'High Fidelity' },
  { value: 'multilingual', label: 'Multi-Lingual' },
  { value: 'emotion', label: 'Emotion' },
];

/** A filter group of the voice table's Filters popover. */
export interface VoiceFilterGroup {
  readonly key: 'language' | 'gender' | 'accent' | 'provider' | 'feature';
  readonly label: string;
  readonly options: readonly Option[];
}

const asOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export const VOICE_FILTER_GROUPS: readonly VoiceFilterGroup[] = [
  { key: 'language', label: 'Language', options: asOptions(VOICE_FILTER_LANGUAGES) },
  { key: 'gender', label: 'Gender', options: asOptions(VOICE_FILTER_GENDERS) },
  { key: 'accent', label: 'Accent', options: asOptions(VOICE_FILTER_ACCENTS) },
  {
    key: 'provider',
    label: 'Provider',
    options: VOICE_PROVIDERS.map((value) => ({ value, label: VOICE_PROVIDER_LABELS[value] })),
  },
  { key: 'feature', label: 'Feature', options: VOICE_FILTER_FEATURES },
];

/** The default voice of a new agent. */
export const DEFAULT_VOICE_NAME = 'Scarlett';

/** The System voice document the seed creates for the default voice, so a new agent reads only her. */
export const DEFAULT_VOICE_ID = 'system-scarlett';

/**
 * The 'Featured Voices' carousel, by voice name, in display order. The spec fixes the count (7) and
 * the order but not the names; Scarlett leads because she is the default voice.
 */
export const FEATURED_VOICE_NAMES = [
  DEFAULT_VOICE_NAME,
  'Oliver',
  'Maya',
  'James',
  'Sofia',
  'Ethan',
  'Grace',
] as const;

/**
 * The eight fixed voice ids of the special list (the product names the voices, not their ids).
 * They are the ids under which the seed creates the System voices the library pins: the seven
 * featured voices and one realtime voice.
 */
export const SPECIAL_VOICE_IDS = [
  DEFAULT_VOICE_ID,
  'system-oliver',
  'system-maya',
  'system-james',
  'system-sofia',
  'system-ethan',
  'system-grace',
  'system-nova-realtime',
] as const;

/** Languages for cloning and adding voices, by code, in the spec's order. */
export const CLONE_LANGUAGE_CODES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ru',
  'hi',
  'nl',
  'sv',
  'da',
] as const;
export type CloneLanguageCode = (typeof CLONE_LANGUAGE_CODES)[number];

export const CLONE_LANGUAGE_LABELS: Readonly<Record<CloneLanguageCode, string>> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ru: 'Russian',
  hi: 'Hindi',
  nl: 'Dutch',
  sv: 'Swedish',
  da: 'Danish',
};

/** The clone and add-voice language selects' options (code, label). */
export const CLONE_LANGUAGES: readonly Option<CloneLanguageCode>[] = CLONE_LANGUAGE_CODES.map((value) => ({
  value,
  label: CLONE_LANGUAGE_LABELS[value],
}));

/** Owner uid of the voices every user sees. */
export const SYSTEM_OWNER_UID = 'System';

/** The tag that marks a cloned voice. */
export const CLONE_VOICE_TAG = 'Clone Voice';

/** The tag shown for a voice with isMultiLingualSupport. */
export const MULTILINGUAL_TAG = 'Multilingual';

/** Clone providers the user picks between after cloning. */
export const CLONE_PROVIDERS = ['elevenlabs', 'cartesia'] as const;
export type CloneProvider = (typeof CLONE_PROVIDERS)[number];
