import { describe, expect, it } from 'vitest';
import { cloneResultSchema, parseVoices, voiceSchema } from './voice';

const minimal = {
  id: 'v1',
  name: 'Scarlett',
  ttsId: 'tts-1',
  provider: 'cartesia',
  gender: 'female',
  language: 'english',
  ownerUid: 'System',
};

describe('voice schema', () => {
  it('fills the defaults', () => {
    expect(voiceSchema.parse(minimal)).toEqual({
      ...minimal,
      isPublic: false,
      tags: [],
      addedCount: 0,
      accent: '',
      clipUrl: '',
      isMultiLingualSupport: false,
      updatedAt: null,
    });
  });

  it.each(['id', 'name', 'ttsId', 'provider', 'gender', 'language', 'ownerUid'] as const)(
    'requires %s',
    (field) => {
      const { [field]: _removed, ...rest } = minimal;
      expect(voiceSchema.safeParse(rest).success).toBe(false);
      expect(voiceSchema.safeParse({ ...minimal, [field]: 42 }).success).toBe(false);
    },
  );

  it('needs a non-negative integer addedCount', () => {
    expect(voiceSchema.safeParse({ ...minimal, addedCount: -1 }).success).toBe(false);
    expect(voiceSchema.safeParse({ ...minimal, addedCount: 1.5 }).success).toBe(false);
    expect(voiceSchema.parse({ ...minimal, addedCount: 12 }).addedCount).toBe(12);
  });

  it('takes a URL or nothing as clipUrl', () => {
    expect(voiceSchema.parse({ ...minimal, clipUrl: 'https://cdn.example.com/a.mp3' }).clipUrl).toBe(
      'https://cdn.example.com/a.mp3',
    );
    expect(voiceSchema.parse({ ...minimal, clipUrl: '' }).clipUrl).toBe('');
    expect(voiceSchema.safeParse({ ...minimal, clipUrl: 'not a url' }).success).toBe(false);
  });
});

describe('parseVoices', () => {
  it('skips documents failing the schema and keeps the rest in order', () => {
    const voices = parseVoices([
      minimal,
      { ...minimal, id: 'broken', addedCount: -3 },
      null,
      'text',
      { ...minimal, id: 'v2' },
    ]);
    expect(voices.map((voice) => voice.id)).toEqual(['v1', 'v2']);
  });

  it('never throws on an empty or garbage list', () => {
    expect(parseVoices([])).toEqual([]);
    expect(parseVoices([undefined, 1, {}])).toEqual([]);
  });
});

describe('clone result', () => {
  it('reads both providers and their samples', () => {
    const result = cloneResultSchema.parse({
      elevenlabs_voice: { id: 'e1', ttsId: 'el-tts' },
      cartesia_voice: { id: 'c1', ttsId: 'ca-tts' },
      elevenlabs_sample_url: 'https://x/e.mp3',
      cartesia_sample_url: null,
    });
    expect(result.elevenlabs_voice?.ttsId).toBe('el-tts');
    expect(result.cartesia_sample_url).toBeNull();
  });
});
