import { describe, expect, it } from 'vitest';
import { matchesWidth } from './match-media';

describe('matchesWidth', () => {
  it('evaluates min-width and max-width against the window width', () => {
    expect(matchesWidth('(min-width:900px)', 1024)).toBe(true);
    expect(matchesWidth('(min-width:900px)', 480)).toBe(false);
    expect(matchesWidth('(min-width:600px) and (max-width:899.95px)', 700)).toBe(true);
  });

  it('answers no to queries it does not understand', () => {
    expect(matchesWidth('(prefers-color-scheme: dark)', 1024)).toBe(false);
  });
});
