import { voiceSchema, type Voice } from '@parley/domain';

/** A t_voices document parsed by the domain schema; id and ttsId follow the name unless told. */
export function makeVoice(overrides: Partial<Voice> & { name: string }): Voice {
  const slug = overrides.name.toLowerCase().replace(/\s+/g, '-');
  return voiceSchema.parse({
    id: `voice-${slug}`,
    ttsId: `tts-${slug}`,
    provider: 'cartesia',
    gender: 'female',
    language: 'english',
    accent: 'American',
    ownerUid: 'System',
    clipUrl: `https://clips.example/${slug}.mp3`,
    ...overrides,
  });
}

/** `count` System voices named 'Voice 0'…, for lists too long to draw at once. */
export function makeManyVoices(count: number): Voice[] {
  return Array.from({ length: count }, (_, index) =>
    makeVoice({ name: `Voice ${index}`, addedCount: count - index }),
  );
}
