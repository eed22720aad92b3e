// Real, playable audio for the provider fakes: a short 16-bit mono WAV of a sung vowel, so a browser's
// <audio> element (and any decoder) plays what a fake "synthesised", and tests can check it is a WAV.

export const WAV_CONTENT_TYPE = 'audio/wav';
export const FAKE_SAMPLE_RATE = 22_050;

/** Formant centres (Hz) of the vowel /a/: weighting the harmonics by them makes the tone voice-like. */
const VOWEL_A_FORMANTS = [
  { hz: 730, width: 90, gain: 1 },
  { hz: 1090, width: 110, gain: 0.5 },
  { hz: 2440, width: 170, gain: 0.25 },
] as const;

/** 32-bit FNV-1a, so the same seed always sounds the same and two voices sound different. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface VowelOptions {
  /** Picks the pitch (100–220 Hz), so each fake voice has its own. */
  seed?: string;
  seconds?: number;
  sampleRate?: number;
}

/**
 * A RIFF/WAVE file (PCM s16le, mono) holding a vowel: harmonics of a seed-chosen pitch shaped by the
 * vowel's formants, with a gentle vibrato and fade in/out so it starts and ends without clicks.
 */
export function vowelWav({
  seed = 'parley',
  seconds = 1.2,
  sampleRate = FAKE_SAMPLE_RATE,
}: VowelOptions = {}): Buffer {
  const pitch = 100 + (hashSeed(seed) % 120);
  const frames = Math.round(seconds * sampleRate);
  const harmonics: { multiple: number; amplitude: number }[] = [];
  for (let multiple = 1; multiple * pitch < Math.min(4000, sampleRate / 2); multiple += 1) {
    const hz = multiple * pitch;
    const amplitude = VOWEL_A_FORMANTS.reduce(
      (sum, formant) => sum + formant.gain * Math.exp(-(((hz - formant.hz) / formant.width) ** 2)),
      0.02,
    );
    harmonics.push({ multiple, amplitude });
  }
  const peak = harmonics.reduce((sum, harmonic) => sum + harmonic.amplitude, 0);
  const fade = Math.round(0.05 * sampleRate);
  const pcm = Buffer.alloc(frames * 2);
  let phase = 0;
  for (let frame = 0; frame < frames; frame += 1) {
    const time = frame / sampleRate;
    phase += (2 * Math.PI * pitch * (1 + 0.01 * Math.sin(2 * Math.PI * 5 * time))) / sampleRate;
    let value = 0;
    for (const { multiple, amplitude } of harmonics) value += amplitude * Math.sin(multiple * phase);
    const envelope = Math.min(1, frame / fade, (frames - frame) / fade);
    pcm.writeInt16LE(Math.round((value / peak) * envelope * 0.6 * 32767), frame * 2);
  }
  return Buffer.concat([wavHeader(pcm.length, sampleRate), pcm]);
}

/** The 44-byte canonical WAV header of mono 16-bit PCM. */
function wavHeader(dataBytes: number, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Whether bytes start like a PCM WAV file (what tests and the fakes' callers check). */
export function isWav(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return (
    buffer.length > 44 &&
    buffer.toString('ascii', 0, 4) === 'RIFF' &&
    buffer.toString('ascii', 8, 12) === 'WAVE'
  );
}
