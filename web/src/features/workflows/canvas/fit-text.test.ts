import { describe, expect, it } from 'vitest';
import { fitText, fitTextInFont } from './fit-text';

/** Ten pixels a character, the ellipsis included. */
const tenEach = (text: string) => Array.from(text).length * 10;

describe('fitText', () => {
  it('keeps a text that fits', () => {
    expect(fitText('Greeting', 80, tenEach)).toBe('Greeting');
  });

  it('cuts a text that does not, keeping as much as fits with the ellipsis', () => {
    expect(fitText('Collect the caller name', 80, tenEach)).toBe('Collect…');
    expect(tenEach(fitText('Collect the caller name', 80, tenEach))).toBeLessThanOrEqual(80);
  });

  it('drops the spaces before the ellipsis', () => {
    expect(fitText('Ask why they called', 50, tenEach)).toBe('Ask…');
  });

  it('never splits a character made of several code points', () => {
    const family = '👨‍👩‍👧';
    const fitted = fitText(
      `${family}${family}${family}`,
      25,
      (text) => Array.from(new Intl.Segmenter().segment(text)).length * 10,
    );
    expect(fitted).toBe(`${family}…`);
  });

  it('leaves only the ellipsis when nothing else fits', () => {
    expect(fitText('Transfer', 15, tenEach)).toBe('…');
  });
});

describe('fitTextInFont', () => {
  it('draws the text whole where there is no canvas to measure it on (jsdom, server)', () => {
    expect(fitTextInFont('A label far longer than any step could show', 10, '600 14px sans-serif')).toBe(
      'A label far longer than any step could show',
    );
  });
});
