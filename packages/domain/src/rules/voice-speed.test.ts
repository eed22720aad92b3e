import { describe, expect, it } from 'vitest';
import { formatVoiceSpeed, snapVoiceSpeed } from './voice-speed';

describe('voice speed', () => {
  it('formats with two decimals and an x', () => {
    expect(formatVoiceSpeed(1)).toBe('1.00x');
    expect(formatVoiceSpeed(0.5)).toBe('0.50x');
    expect(formatVoiceSpeed(1.45)).toBe('1.45x');
  });

  it('clamps to 0.5–1.5', () => {
    expect(snapVoiceSpeed(0.1)).toBe(0.5);
    expect(snapVoiceSpeed(3)).toBe(1.5);
  });

  it('snaps to 0.05 steps without float noise', () => {
    expect(snapVoiceSpeed(1.13)).toBe(1.15);
    expect(snapVoiceSpeed(1.12)).toBe(1.1);
    expect(snapVoiceSpeed(0.76)).toBe(0.75);
    expect(snapVoiceSpeed(1)).toBe(1);
  });

  it('falls back to the default 1 for non-numbers', () => {
    expect(snapVoiceSpeed(Number.NaN)).toBe(1);
  });
});
