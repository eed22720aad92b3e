// 16-bit PCM mono WAV from Float32 samples, so the recorder hands the clone call a plain file every
// provider reads (MediaRecorder gives webm/ogg, which not all of them accept).

const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;

/**
 * The rate recordings are stored at. 120 s of 16-bit mono at a microphone's usual 48 kHz is 11.5 MB,
 * over the 10 MB clone limit; 24 kHz keeps the longest recording near 5.8 MB and is plenty for speech.
 */
export const RECORDING_SAMPLE_RATE = 24_000;

/** The captured chunks as one buffer, in order. */
export function concatSamples(chunks: readonly Float32Array[]): Float32Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const merged = new Float32Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    merged.set(chunk, offset);
    offset += chunk.length;
  }
  return merged;
}

/**
 * Resamples by averaging the source samples each output sample covers (a box filter, which also keeps
 * the aliasing of downsampling low); linear interpolation when upsampling.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate || samples.length === 0) return samples;
  const ratio = fromRate / toRate;
  const length = Math.max(1, Math.round(samples.length / ratio));
  const out = new Float32Array(length);
  for (let index = 0; index < length; index += 1) {
    const start = index * ratio;
    if (ratio > 1) {
      const from = Math.floor(start);
      const to = Math.min(samples.length, Math.max(from + 1, Math.floor(start + ratio)));
      let sum = 0;
      for (let source = from; source < to; source += 1) sum += samples[source] ?? 0;
      out[index] = sum / (to - from);
    } else {
      const left = Math.min(samples.length - 1, Math.floor(start));
      const right = Math.min(samples.length - 1, left + 1);
      const weight = start - left;
      out[index] = (samples[left] ?? 0) * (1 - weight) + (samples[right] ?? 0) * weight;
    }
  }
  return out;
}

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
}

/** A RIFF/WAVE file: 16-bit little-endian PCM, one channel, samples clipped to [-1, 1]. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const dataBytes = samples.length * BYTES_PER_SAMPLE;
  const buffer = new ArrayBuffer(HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size for PCM
  view.setUint16(20, 1, true); // audio format: PCM
  view.setUint16(22, 1, true); // channels
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * BYTES_PER_SAMPLE, true); // byte rate
  view.setUint16(32, BYTES_PER_SAMPLE, true); // block align
  view.setUint16(34, 8 * BYTES_PER_SAMPLE, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, index) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    view.setInt16(
      HEADER_BYTES + index * BYTES_PER_SAMPLE,
      clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff,
      true,
    );
  });
  return buffer;
}
