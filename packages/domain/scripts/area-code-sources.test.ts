import { describe, expect, it } from 'vitest';
import { regionFromDescription, voteRegion, zonesByAreaCode } from './area-code-sources';

describe('regionFromDescription', () => {
  it.each([
    ['Jersey City, NJ', 'NJ'],
    ['New Jersey', 'NJ'],
    ['Washington State', 'WA'],
    ['Washington D.C.', 'DC'],
    ['Manitoba', 'MB'],
    ['Whitehorse, YT', 'YT'],
    ['Tamuning', null],
    ['Cayman Islands', null],
  ])('%s → %s', (description, region) => {
    expect(regionFromDescription(description)).toBe(region);
  });
});

describe('voteRegion', () => {
  it('prefers the area-level entry', () => {
    expect(
      voteRegion(
        [
          ['2121', 'Somewhere, NJ'],
          ['212', 'New York, NY'],
        ],
        'US',
      ),
    ).toBe('NY');
  });

  it('takes the most frequent region of the city entries', () => {
    expect(
      voteRegion(
        [
          ['8672', 'Whitehorse, YT'],
          ['8673', 'Yellowknife, NT'],
          ['8674', 'Inuvik, NT'],
        ],
        'CA',
      ),
    ).toBe('NT');
  });

  it('ignores regions of the other country and returns null without any', () => {
    expect(voteRegion([['2041', 'Fargo, ND']], 'CA')).toBeNull();
    expect(voteRegion([], 'US')).toBeNull();
  });
});

describe('zonesByAreaCode', () => {
  it('unions the zones of every prefix under an area code and ignores the country entry', () => {
    const zones = zonesByAreaCode({
      '1': 'America/New_York&America/Chicago&Pacific/Honolulu',
      '1212': 'America/New_York',
      '1208234': 'America/Boise',
      '1208555': 'America/Los_Angeles&America/Boise',
      '44': 'Europe/London',
    });
    expect(Object.fromEntries(zones)).toEqual({
      '212': ['America/New_York'],
      '208': ['America/Boise', 'America/Los_Angeles'],
    });
  });
});
