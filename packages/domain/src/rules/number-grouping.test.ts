import { describe, expect, it } from 'vitest';
import { LABEL_UNKNOWN_COUNTRY, LABEL_UNKNOWN_REGION } from '../messages';
import type { CampaignPhoneNumber } from '../schemas/campaign';
import { activeNumberCount, canToggleInRegionView, countryLabel, groupNumbers } from './number-grouping';

const entry = (number: string, isActive = true): CampaignPhoneNumber => ({
  id: number,
  number,
  isActive,
  weight: 0,
});

const pool = [
  entry('+442079460958'),
  entry('+12125550100'),
  entry('+14165550100', false),
  entry('+12015550100'),
  entry('+17185550100', false),
  entry('+17875550100'),
];

describe('grouping by state', () => {
  const groups = groupNumbers(pool, 'state');

  it('groups by region name, unknown last', () => {
    expect(groups.map((group) => group.label)).toEqual([
      'New Jersey',
      'New York',
      'Ontario',
      LABEL_UNKNOWN_REGION,
    ]);
    expect(groups.at(-1)?.key).toBeNull();
  });

  it('counts enabled numbers per group', () => {
    const newYork = groups.find((group) => group.key === 'NY');
    expect(newYork?.total).toBe(2);
    expect(newYork?.enabledCount).toBe(1);
    expect(groups.at(-1)?.numbers.map((item) => item.number)).toEqual(['+442079460958', '+17875550100']);
  });
});

describe('grouping by country', () => {
  it('groups by country name, unknown last', () => {
    const groups = groupNumbers(pool, 'country');
    expect(groups.map((group) => group.label)).toEqual([
      'Canada',
      'Puerto Rico',
      'United States',
      LABEL_UNKNOWN_COUNTRY,
    ]);
    expect(groups.find((group) => group.key === 'US')?.total).toBe(3);
  });

  it('names countries in English', () => {
    expect(countryLabel('US')).toBe('United States');
    expect(countryLabel('JM')).toBe('Jamaica');
  });
});

describe('toggles in the region views', () => {
  it('lets only US numbers be toggled', () => {
    expect(canToggleInRegionView(entry('+12125550100'))).toBe(true);
    expect(canToggleInRegionView(entry('+14165550100'))).toBe(false);
    expect(canToggleInRegionView(entry('+17875550100'))).toBe(false);
    expect(canToggleInRegionView(entry('+442079460958'))).toBe(false);
  });

  it('counts active numbers for the badge', () => {
    expect(activeNumberCount(pool)).toBe(4);
  });
});
