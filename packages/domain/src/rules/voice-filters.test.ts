import { describe, expect, it } from 'vitest';
import { voiceSchema } from '../schemas/voice';
import type { Voice } from '../schemas/voice';
import { filterVoices } from './voice-filters';

const voice = (id: string, overrides: Partial<Voice> = {}): Voice =>
  voiceSchema.parse({
    id,
    name: id,
    ttsId: id,
    provider: 'cartesia',
    gender: 'female',
    language: 'english',
    ownerUid: 'System',
    ...overrides,
  });

const voices = [
  voice('Scarlett', { accent: 'American', tags: ['turbo'] }),
  voice('Oliver', { gender: 'male', accent: 'British', provider: '11labs', isMultiLingualSupport: true }),
  voice('Lucia', { language: 'spanish', accent: 'Mexican', provider: 'rime', tags: ['emotion'] }),
  voice('Rt', { provider: 'openai_realtime', tags: ['High Fidelity'] }),
];
const ids = (list: Voice[]) => list.map((item) => item.id);

describe('filterVoices', () => {
  it('returns everything without a query', () => {
    expect(ids(filterVoices(voices, {}))).toEqual(['Scarlett', 'Oliver', 'Lucia', 'Rt']);
  });

  it('searches names, tags and provider labels', () => {
    expect(ids(filterVoices(voices, { search: 'oli' }))).toEqual(['Oliver']);
    expect(ids(filterVoices(voices, { search: 'openai' }))).toEqual(['Rt']);
    expect(ids(filterVoices(voices, { search: 'mexican' }))).toEqual(['Lucia']);
  });

  it('ORs options within a group and ANDs groups', () => {
    expect(ids(filterVoices(voices, { filters: { accent: ['american', 'british'] } }))).toEqual([
      'Scarlett',
      'Oliver',
    ]);
    expect(
      ids(filterVoices(voices, { filters: { accent: ['american', 'british'], gender: ['male'] } })),
    ).toEqual(['Oliver']);
    expect(ids(filterVoices(voices, { filters: { provider: ['rime', '11labs'] } }))).toEqual([
      'Oliver',
      'Lucia',
    ]);
    expect(ids(filterVoices(voices, { filters: { language: ['spanish'] } }))).toEqual(['Lucia']);
  });

  it('matches features by tag or by multilingual support', () => {
    expect(ids(filterVoices(voices, { filters: { feature: ['multilingual'] } }))).toEqual(['Oliver']);
    expect(ids(filterVoices(voices, { filters: { feature: ['high_fidelity'] } }))).toEqual(['Rt']);
    expect(ids(filterVoices(voices, { filters: { feature: ['turbo', 'emotion'] } }))).toEqual([
      'Scarlett',
      'Lucia',
    ]);
  });

  it('keeps only favourites when the toggle is on', () => {
    expect(ids(filterVoices(voices, { favouritesOnly: true, myVoiceIds: ['Lucia'] }))).toEqual(['Lucia']);
    expect(ids(filterVoices(voices, { favouritesOnly: true }))).toEqual([]);
  });
});
