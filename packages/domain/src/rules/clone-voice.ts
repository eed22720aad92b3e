// The clone modal's pure parts.
import { RECORDING_LIMIT_SECONDS } from '../constants';
import { FIRST_NAMES } from '../data/first-names';
import type { CloneProvider } from '../data/voice-catalogue';
import type { Gender } from '../enums';
import { LABEL_SAMPLE_A, LABEL_SAMPLE_B } from '../messages';
import type { CloneResult } from '../schemas/voice';

/**
 * A random first name for the chosen gender (any gender when none is chosen yet). `random` returns a
 * number in [0, 1) and is injected so tests are deterministic.
 */
export function randomCloneName(
  gender: Gender | null | undefined,
  random: () => number = Math.random,
): string {
  const names = gender ? FIRST_NAMES[gender] : [...FIRST_NAMES.female, ...FIRST_NAMES.male];
  return names[Math.floor(random() * names.length)] ?? names[0] ?? '';
}

/** 'mm:ss / 02:00', the recorder's timer. */
export function recordingTimerLabel(elapsedSeconds: number): string {
  const mmss = (total: number): string => {
    const seconds = Math.max(0, Math.floor(total));
    return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  };
  return `${mmss(elapsedSeconds)} / ${mmss(RECORDING_LIMIT_SECONDS)}`;
}

/** The recorder stops by itself at 120 seconds. */
export function recordingShouldStop(elapsedSeconds: number): boolean {
  return elapsedSeconds >= RECORDING_LIMIT_SECONDS;
}

export interface CloneSample {
  readonly label: string;
  readonly provider: CloneProvider;
  readonly voiceId: string;
  readonly ttsId: string;
  readonly url: string;
}

/**
 * The samples step 2 offers: ElevenLabs then Cartesia, each only when it has both a voice and a url,
 * labelled 'Sample A' and 'Sample B' in the order shown.
 */
export function cloneSamples(result: CloneResult): CloneSample[] {
  const candidates = [
    { provider: 'elevenlabs' as const, voice: result.elevenlabs_voice, url: result.elevenlabs_sample_url },
    { provider: 'cartesia' as const, voice: result.cartesia_voice, url: result.cartesia_sample_url },
  ];
  const labels = [LABEL_SAMPLE_A, LABEL_SAMPLE_B];
  return candidates
    .flatMap((candidate) =>
      candidate.voice && candidate.url
        ? [{ provider: candidate.provider, voice: candidate.voice, url: candidate.url }]
        : [],
    )
    .map((sample, index) => ({
      label: labels[index] ?? LABEL_SAMPLE_B,
      provider: sample.provider,
      voiceId: sample.voice.id,
      ttsId: sample.voice.ttsId,
      url: sample.url,
    }));
}

/**
 * The PATCH /public/voices/{id} body after the user picks a sample: the chosen provider, plus the
 * other sample's ttsId as a fallback when there is one.
 */
export function chooseCloneProviderPayload(
  chosen: CloneSample,
  samples: readonly CloneSample[],
): { cloneProvider: CloneProvider; fallbackTtsId?: string } {
  const other = samples.find((sample) => sample.provider !== chosen.provider);
  return other
    ? { cloneProvider: chosen.provider, fallbackTtsId: other.ttsId }
    : { cloneProvider: chosen.provider };
}
