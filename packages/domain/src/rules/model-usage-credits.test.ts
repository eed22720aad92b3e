import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_TOKENS_PER_CREDIT } from '../constants';
import { modelTurnCredits } from './billing';

describe('modelTurnCredits', () => {
  it('charges every started block of tokens once across the conversation', () => {
    expect(modelTurnCredits(0, 1, 10_000)).toBe(1);
    expect(modelTurnCredits(1, 9_999, 10_000)).toBe(0);
    expect(modelTurnCredits(9_999, 10_001, 10_000)).toBe(1);
    expect(modelTurnCredits(0, 25_000, 10_000)).toBe(3);
  });

  it('charges nothing for a turn without tokens or a rate that is not one', () => {
    expect(modelTurnCredits(500, 500, 10_000)).toBe(0);
    expect(modelTurnCredits(0, 500, 0)).toBe(0);
    expect(DEFAULT_MODEL_TOKENS_PER_CREDIT).toBe(10_000);
  });
});
