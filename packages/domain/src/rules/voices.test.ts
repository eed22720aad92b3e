import { describe, expect, it } from 'vitest';
import { LABEL_BETA_UNAVAILABLE, LABEL_CONTINUE_ANYWAY } from '../messages';
import { voiceSchema } from '../schemas/voice';
import type { Voice } from '../schemas/voice';
import {
  isVoiceVisible,
  betaConfirmButton,
  formatIllustrativeDuration,
  formatTag,
  illustrativeDurationThousands,
  illustrativeUsed,
  isRealtimeVoice,
  needsBetaWarning,
  orderVoices,
  providerLabel,
  stableHash,
  voiceTags,
} from './voices';

const voice = (overrides: Partial<Voice> & Pick<Voice, 'id'>): Voice =>
  voiceSchema.parse({
    name: overrides.id,
    ttsId: `tts-${overrides.id}`,
    provider: 'cartesia',
    gender: 'female',
    language: 'english',
    ownerUid: 'System',
    ...overrides,
  });

describe('isVoiceVisible', () => {
  const voices = [
    voice({ id: 'system' }),
    voice({ id: 'mine', ownerUid: 'me' }),
    voice({ id: 'owner', ownerUid: 'boss' }),
    voice({ id: 'stranger', ownerUid: 'someone' }),
    voice({ id: 'current', ownerUid: 'someone-else' }),
  ];

  it("shows System, own and agent owner's voices plus the current voice", () => {
    const viewer = { userUid: 'me', agentOwnerUid: 'boss', currentVoiceId: 'current' };
    const ids = voices.filter((item) => isVoiceVisible(item, viewer)).map((item) => item.id);
    expect(ids).toEqual(['system', 'mine', 'owner', 'current']);
  });

  it('shows only System voices to nobody in particular', () => {
    const nobody = { userUid: null, agentOwnerUid: null, currentVoiceId: null };
    expect(voices.filter((item) => isVoiceVisible(item, nobody)).map((item) => item.id)).toEqual(['system']);
  });
});

describe('orderVoices', () => {
  it('puts the chosen voice first, then addedCount descending', () => {
    const voices = [
      voice({ id: 'a', addedCount: 3 }),
      voice({ id: 'b', addedCount: 10 }),
      voice({ id: 'c', addedCount: 1 }),
      voice({ id: 'd', addedCount: 10 }),
    ];
    expect(orderVoices(voices, 'c').map((item) => item.id)).toEqual(['c', 'b', 'd', 'a']);
    expect(orderVoices(voices, null).map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('tags', () => {
  it('turns underscores into spaces and capitalises', () => {
    expect(formatTag('british_english')).toBe('British English');
    expect(formatTag('female')).toBe('Female');
  });

  it('lists gender, language, accent, multilingual marker and provider', () => {
    expect(
      voiceTags(
        voice({ id: 'x', accent: 'american', isMultiLingualSupport: true, provider: 'gemini_realtime' }),
      ),
    ).toEqual(['Female', 'English', 'American', 'Multilingual', 'Gemini Realtime']);
  });

  it('skips blank values', () => {
    expect(voiceTags(voice({ id: 'x', accent: '', provider: '11labs' }))).toEqual([
      'Female',
      'English',
      '11labs',
    ]);
  });

  it('labels a clone with the brand', () => {
    const clone = voice({ id: 'clone', provider: '11labs', tags: ['Clone Voice'] });
    expect(providerLabel(clone)).toBe('Parley');
    expect(voiceTags(clone).at(-1)).toBe('Parley');
  });

  it('formats an unknown provider', () => {
    expect(providerLabel({ provider: 'new_vendor', tags: [] })).toBe('New Vendor');
    expect(providerLabel({ provider: 'playht', tags: [] })).toBe('PlayHT');
  });
});

describe('illustrative figures', () => {
  it('hashes stably', () => {
    expect(stableHash('abc')).toBe(stableHash('abc'));
    expect(stableHash('abc')).not.toBe(stableHash('abd'));
    expect(stableHash('')).toBe(0x811c9dc5);
  });

  it('keeps Used within 1–200 plus addedCount', () => {
    for (let index = 0; index < 300; index += 1) {
      const used = illustrativeUsed({ ttsId: `voice-${index}`, addedCount: 0 });
      expect(used).toBeGreaterThanOrEqual(1);
      expect(used).toBeLessThanOrEqual(200);
    }
    const base = illustrativeUsed({ ttsId: 'same', addedCount: 0 });
    expect(illustrativeUsed({ ttsId: 'same', addedCount: 7 })).toBe(base + 7);
  });

  it('keeps Duration within 5.0k–50.0k with one decimal', () => {
    for (let index = 0; index < 300; index += 1) {
      const thousands = illustrativeDurationThousands({ ttsId: `voice-${index}` });
      expect(thousands).toBeGreaterThanOrEqual(5);
      expect(thousands).toBeLessThanOrEqual(50);
      expect(formatIllustrativeDuration({ ttsId: `voice-${index}` })).toMatch(/^\d{1,2}\.\dk$/);
    }
  });

  it('derives the same figures from the same ttsId', () => {
    expect(formatIllustrativeDuration({ ttsId: 'stable' })).toBe(
      formatIllustrativeDuration({ ttsId: 'stable' }),
    );
  });
});

describe('realtime (beta) voices', () => {
  it('detects the two realtime providers', () => {
    expect(isRealtimeVoice({ provider: 'openai_realtime' })).toBe(true);
    expect(isRealtimeVoice({ provider: 'gemini_realtime' })).toBe(true);
    expect(isRealtimeVoice({ provider: '11labs' })).toBe(false);
  });

  it('warns only when choosing a realtime voice that is not already selected', () => {
    expect(needsBetaWarning({ id: 'rt', provider: 'openai_realtime' }, 'other')).toBe(true);
    expect(needsBetaWarning({ id: 'rt', provider: 'openai_realtime' }, 'rt')).toBe(false);
    expect(needsBetaWarning({ id: 'x', provider: 'cartesia' }, null)).toBe(false);
  });

  it('enables the confirm button only with beta voices enabled', () => {
    expect(betaConfirmButton(true)).toEqual({ label: LABEL_CONTINUE_ANYWAY, disabled: false });
    expect(betaConfirmButton(false)).toEqual({ label: LABEL_BETA_UNAVAILABLE, disabled: true });
  });
});
