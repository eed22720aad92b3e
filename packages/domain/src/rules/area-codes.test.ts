import { describe, expect, it } from 'vitest';
import { AREA_CODES } from '../data/area-codes.generated';
import { REGIONS } from '../data/regions';
import { extractAreaCode, isUsNumber, lookupAreaCode, lookupTimeZones } from './area-codes';

describe('extractAreaCode', () => {
  it.each([
    ['2015550100', '201'],
    ['12015550100', '201'],
    ['+1 (415) 555-0100', '415'],
    ['+1-416-555-0100', '416'],
    ['415 555 0100', '415'],
    ['22015550100', ''],
    ['5550100', ''],
    ['+44 20 7946 0958', ''],
    ['', ''],
  ])('%s → %j', (input, code) => {
    expect(extractAreaCode(input)).toBe(code);
  });
});

describe('the generated area-code table', () => {
  const entries = Object.entries(AREA_CODES);
  const usAndCanada = entries.filter(([, entry]) => entry.country === 'US' || entry.country === 'CA');

  it('holds every US and Canadian geographic code with its two-letter region', () => {
    expect(usAndCanada.length).toBeGreaterThanOrEqual(370);
    for (const [code, entry] of usAndCanada) {
      expect(code).toMatch(/^[2-9]\d\d$/);
      expect(entry.region).not.toBeNull();
      expect(REGIONS[entry.region ?? '']?.country).toBe(entry.country);
    }
  });

  it('covers every US state, DC and every Canadian region that has a code of its own', () => {
    const regions = new Set(usAndCanada.map(([, entry]) => entry.region));
    // NU and YT share 867 with NT, PE shares 902 and 782 with NS: each shared code names one region.
    const sharing = ['NU', 'YT', 'PE'];
    const missing = Object.keys(REGIONS).filter((code) => !regions.has(code));
    expect(missing.sort()).toEqual(sharing.sort());
  });

  it.each([
    ['201', 'US', 'NJ'],
    ['212', 'US', 'NY'],
    ['213', 'US', 'CA'],
    ['202', 'US', 'DC'],
    ['206', 'US', 'WA'],
    ['305', 'US', 'FL'],
    ['512', 'US', 'TX'],
    ['808', 'US', 'HI'],
    ['907', 'US', 'AK'],
    ['204', 'CA', 'MB'],
    ['416', 'CA', 'ON'],
    ['514', 'CA', 'QC'],
    ['604', 'CA', 'BC'],
    ['709', 'CA', 'NL'],
    ['867', 'CA', 'NT'],
    ['902', 'CA', 'NS'],
  ])('%s is %s/%s', (code, country, region) => {
    expect(AREA_CODES[code]).toEqual({ country, region });
  });

  it('resolves Caribbean and Pacific NANP codes to their country only', () => {
    expect(AREA_CODES['787']).toEqual({ country: 'PR', region: null });
    expect(AREA_CODES['876']).toEqual({ country: 'JM', region: null });
    expect(AREA_CODES['671']).toEqual({ country: 'GU', region: null });
    expect(AREA_CODES['242']).toEqual({ country: 'BS', region: null });
  });

  it('leaves out non-geographic codes', () => {
    expect(AREA_CODES['800']).toBeUndefined();
    expect(AREA_CODES['900']).toBeUndefined();
  });
});

describe('lookupAreaCode', () => {
  it('finds a number from any formatting', () => {
    expect(lookupAreaCode('+1 (201) 555-0100')).toEqual({ country: 'US', region: 'NJ' });
    expect(lookupAreaCode('4165550100')).toEqual({ country: 'CA', region: 'ON' });
  });

  it('returns null without an area code or for an unknown one', () => {
    expect(lookupAreaCode('+44 20 7946 0958')).toBeNull();
    expect(lookupAreaCode('+1 800 555 0100')).toBeNull();
  });

  it('tells US numbers apart', () => {
    expect(isUsNumber('+12015550100')).toBe(true);
    expect(isUsNumber('+14165550100')).toBe(false);
    expect(isUsNumber('+17875550100')).toBe(false);
  });
});

describe('lookupTimeZones', () => {
  it('gives every zone of an area code, and null for a number the table does not place', () => {
    expect(lookupTimeZones('+1 (312) 555-0100')).toEqual(['America/Chicago']);
    expect(lookupTimeZones('+1 928 555 0100')).toEqual(['America/Denver', 'America/Phoenix']);
    expect(lookupTimeZones('+1 800 555 0100')).toBeNull();
    expect(lookupTimeZones('+44 20 7946 0000')).toBeNull();
  });
});
