// The System voices the seed creates: the featured ones in carousel order (under the library's fixed
// special ids), the realtime one, and enough others that every value of every voice filter matches.
import {
  FEATURED_VOICE_NAMES,
  SPECIAL_VOICE_IDS,
  SYSTEM_OWNER_UID,
  voiceSchema,
  type Voice,
  type VoiceProvider,
} from '@parley/domain';
import { clipUrl, type ClipLocation } from './voice-clips';

interface VoiceSpec {
  name: string;
  provider: VoiceProvider;
  gender: 'male' | 'female';
  language: 'english' | 'spanish' | 'hungarian' | 'french';
  accent: string;
  /** Feature tags (turbo, high_fidelity, emotion); multilingual is the flag below. */
  tags?: string[];
  multilingual?: boolean;
}

// Featured first, in FEATURED_VOICE_NAMES order; the test checks both lists agree.
const FEATURED: readonly VoiceSpec[] = [
  {
    name: 'Scarlett',
    provider: '11labs',
    gender: 'female',
    language: 'english',
    accent: 'American',
    tags: ['turbo'],
    multilingual: true,
  },
  {
    name: 'Oliver',
    provider: 'cartesia',
    gender: 'male',
    language: 'english',
    accent: 'British',
    tags: ['high_fidelity'],
  },
  {
    name: 'Maya',
    provider: 'playht',
    gender: 'female',
    language: 'english',
    accent: 'Australian',
    tags: ['emotion'],
  },
  {
    name: 'James',
    provider: 'deepgram',
    gender: 'male',
    language: 'english',
    accent: 'Irish',
    tags: ['turbo'],
  },
  {
    name: 'Sofia',
    provider: '11labs',
    gender: 'female',
    language: 'spanish',
    accent: 'Mexican',
    tags: ['high_fidelity'],
    multilingual: true,
  },
  {
    name: 'Ethan',
    provider: 'rime',
    gender: 'male',
    language: 'english',
    accent: 'American',
    tags: ['turbo'],
  },
  {
    name: 'Grace',
    provider: 'cartesia',
    gender: 'female',
    language: 'french',
    accent: 'Quebecious',
    tags: ['emotion'],
  },
];

// The eighth special id: a realtime (beta) voice.
const REALTIME: VoiceSpec = {
  name: 'Nova',
  provider: 'openai_realtime',
  gender: 'female',
  language: 'english',
  accent: 'American',
  tags: ['emotion'],
};

const OTHERS: readonly VoiceSpec[] = [
  {
    name: 'Aria',
    provider: 'gemini_realtime',
    gender: 'female',
    language: 'english',
    accent: 'British',
    multilingual: true,
  },
  {
    name: 'Mateo',
    provider: 'neets',
    gender: 'male',
    language: 'spanish',
    accent: 'Chilean',
    tags: ['turbo'],
  },
  {
    name: 'Eszter',
    provider: '11labs',
    gender: 'female',
    language: 'hungarian',
    accent: 'Hungarian',
    tags: ['high_fidelity'],
  },
  {
    name: 'Bence',
    provider: 'rime',
    gender: 'male',
    language: 'hungarian',
    accent: 'Hungarian',
    tags: ['emotion'],
  },
  {
    name: 'Louis',
    provider: 'playht',
    gender: 'male',
    language: 'french',
    accent: 'Quebecious',
    tags: ['high_fidelity'],
  },
  { name: 'Jack', provider: 'deepgram', gender: 'male', language: 'english', accent: 'Australian' },
];

function toVoice(spec: VoiceSpec, id: string, clips: ClipLocation | null): Voice {
  return voiceSchema.parse({
    id,
    name: spec.name,
    // A stable stand-in for the provider's voice id; the fake provider servers answer for it.
    ttsId: `${spec.provider}-${spec.name.toLowerCase()}`,
    provider: spec.provider,
    gender: spec.gender,
    language: spec.language,
    accent: spec.accent,
    ownerUid: SYSTEM_OWNER_UID,
    isPublic: true,
    tags: spec.tags ?? [],
    isMultiLingualSupport: spec.multilingual ?? false,
    clipUrl: clips ? clipUrl(clips, id) : '',
  });
}

/**
 * Every seeded System voice, featured first in carousel order; ids are fixed so re-seeding matches. With
 * `clips`, each voice's clipUrl points at its seeded preview clip (voice-clips.ts).
 */
export function systemVoices(clips: ClipLocation | null = null): Voice[] {
  const special = [...FEATURED, REALTIME];
  if (special.length !== SPECIAL_VOICE_IDS.length || FEATURED.length !== FEATURED_VOICE_NAMES.length) {
    throw new Error(
      'seed: the featured voices no longer match the domain catalogue; update system-voices.ts',
    );
  }
  return [
    ...special.map((spec, index) => toVoice(spec, SPECIAL_VOICE_IDS[index] ?? '', clips)),
    ...OTHERS.map((spec) => toVoice(spec, `system-${spec.name.toLowerCase()}`, clips)),
  ];
}
