import { describe, expect, it } from 'vitest';
import { concatSamples, encodeWav, resample } from './wav-encoder';

function ascii(view: DataView, offset: number, length: number): string {
  return String.fromCharCode(...Array.from({ length }, (_, index) => view.getUint8(offset + index)));
}

describe('encodeWav', () => {
  it('writes a 16-bit mono PCM RIFF header for the rate and sample count', () => {
    const view = new DataView(encodeWav(new Float32Array(1000), 24_000));

    expect(view.byteLength).toBe(44 + 2000);
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 2000);
    expect(ascii(view, 8, 4)).toBe('WAVE');
    expect(ascii(view, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(24_000);
    expect(view.getUint32(28, true)).toBe(48_000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(2000);
  });

  it('stores each sample as a little-endian int16, clipping beyond full scale', () => {
    const view = new DataView(encodeWav(Float32Array.from([0, 1, -1, 0.5, 2, -3]), 8000));
    const stored = Array.from({ length: 6 }, (_, index) => view.getInt16(44 + index * 2, true));
    expect(stored).toEqual([0, 32767, -32768, 16383, 32767, -32768]);
  });
});

describe('concatSamples', () => {
  it('joins chunks in order', () => {
    expect(Array.from(concatSamples([Float32Array.from([1, 2]), Float32Array.from([3])]))).toEqual([1, 2, 3]);
  });
});

describe('resample', () => {
  it('halves the sample count from 48 kHz to 24 kHz, averaging neighbours', () => {
    const out = resample(Float32Array.from([0, 1, 0.5, 0.5, -1, -1]), 48_000, 24_000);
    expect(Array.from(out)).toEqual([0.5, 0.5, -1]);
  });

  it('keeps one second one second long from 44.1 kHz', () => {
    expect(resample(new Float32Array(44_100), 44_100, 24_000)).toHaveLength(24_000);
  });

  it('interpolates when upsampling and leaves equal rates alone', () => {
    expect(Array.from(resample(Float32Array.from([0, 1]), 8000, 16_000))).toEqual([0, 0.5, 1, 1]);
    const same = Float32Array.from([0.25]);
    expect(resample(same, 24_000, 24_000)).toBe(same);
  });
});
