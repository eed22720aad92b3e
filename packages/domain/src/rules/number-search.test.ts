import { describe, expect, it } from 'vitest';
import { matchesNumberSearch, numberRegionLabel } from './number-search';

describe('number search', () => {
  it('labels numbers with their region', () => {
    expect(numberRegionLabel('+12015550100')).toBe('New Jersey');
    expect(numberRegionLabel('+14165550100')).toBe('Ontario');
    expect(numberRegionLabel('+18765550100')).toBe('Jamaica');
    expect(numberRegionLabel('+442079460958')).toBe('');
  });

  it('matches digits regardless of formatting', () => {
    expect(matchesNumberSearch('+12015550100', '(201) 555')).toBe(true);
    expect(matchesNumberSearch('+12015550100', '999')).toBe(false);
  });

  it('matches region names and anything on an empty query', () => {
    expect(matchesNumberSearch('+12015550100', 'jersey')).toBe(true);
    expect(matchesNumberSearch('+12015550100', 'texas')).toBe(false);
    expect(matchesNumberSearch('+12015550100', '  ')).toBe(true);
  });
});
