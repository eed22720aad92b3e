import { describe, expect, it } from 'vitest';
import { FIRST_NAMES } from '../data/first-names';
import {
  chooseCloneProviderPayload,
  cloneSamples,
  randomCloneName,
  recordingShouldStop,
  recordingTimerLabel,
} from './clone-voice';

describe('clone name generator', () => {
  it('follows the chosen gender', () => {
    expect(FIRST_NAMES.female).toContain(randomCloneName('female', () => 0.5));
    expect(FIRST_NAMES.male).toContain(randomCloneName('male', () => 0.99));
    expect(randomCloneName('male', () => 0)).toBe(FIRST_NAMES.male[0]);
  });

  it('keeps every name within 15 characters', () => {
    for (const name of [...FIRST_NAMES.female, ...FIRST_NAMES.male])
      expect(name.length).toBeLessThanOrEqual(15);
  });
});

describe('recorder', () => {
  it("shows 'mm:ss / 02:00'", () => {
    expect(recordingTimerLabel(0)).toBe('00:00 / 02:00');
    expect(recordingTimerLabel(75.6)).toBe('01:15 / 02:00');
  });

  it('stops at 120 seconds', () => {
    expect(recordingShouldStop(119.9)).toBe(false);
    expect(recordingShouldStop(120)).toBe(true);
  });
});

describe('clone samples', () => {
  const both = {
    elevenlabs_voice: { id: 'e', ttsId: 'e-tts' },
    cartesia_voice: { id: 'c', ttsId: 'c-tts' },
    elevenlabs_sample_url: 'https://x/e.mp3',
    cartesia_sample_url: 'https://x/c.mp3',
  };

  it('labels up to two samples A and B', () => {
    expect(cloneSamples(both).map((sample) => [sample.label, sample.provider])).toEqual([
      ['Sample A', 'elevenlabs'],
      ['Sample B', 'cartesia'],
    ]);
  });

  it('shows a sample only with both a voice and a url', () => {
    expect(cloneSamples({ ...both, elevenlabs_sample_url: null }).map((s) => [s.label, s.provider])).toEqual([
      ['Sample A', 'cartesia'],
    ]);
    expect(cloneSamples({ ...both, cartesia_voice: null, elevenlabs_voice: undefined })).toEqual([]);
  });

  it("sends the other sample's ttsId as fallback", () => {
    const samples = cloneSamples(both);
    const [first, second] = samples;
    if (!first || !second) throw new Error('two samples expected');
    expect(chooseCloneProviderPayload(second, samples)).toEqual({
      cloneProvider: 'cartesia',
      fallbackTtsId: 'e-tts',
    });
    expect(chooseCloneProviderPayload(first, [first])).toEqual({ cloneProvider: 'elevenlabs' });
  });
});
