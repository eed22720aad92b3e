// Voice speed: 0.5–1.5 in steps of 0.05, shown as '1.00x'.
import { VOICE_SPEED } from '../constants';

/** Brings any value onto the slider: within bounds and on a 0.05 step. Non-numbers give the default. */
export function snapVoiceSpeed(value: number): number {
  if (!Number.isFinite(value)) return VOICE_SPEED.default;
  const clamped = Math.min(VOICE_SPEED.max, Math.max(VOICE_SPEED.min, value));
  const steps = Math.round((clamped - VOICE_SPEED.min) / VOICE_SPEED.step);
  // Round to 2 decimals so 0.5 + 13 × 0.05 reads 1.15, not 1.1500000000000001.
  return Math.round((VOICE_SPEED.min + steps * VOICE_SPEED.step) * 100) / 100;
}

/** '1.00x'. */
export function formatVoiceSpeed(value: number): string {
  return `${value.toFixed(2)}x`;
}
