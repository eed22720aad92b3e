import { describe, expect, it } from 'vitest';
import type { CampaignPhoneNumber } from '../schemas/campaign';
import {
  addNumbersToCampaign,
  chooseCallerNumber,
  seededRandom,
  switchRoutingType,
} from './campaign-numbers';

const entry = (number: string, isActive: boolean, weight: number): CampaignPhoneNumber => ({
  id: number,
  number,
  isActive,
  weight,
});

describe('adding numbers to a campaign', () => {
  it('appends as active and re-splits the active weights under weight routing', () => {
    const result = addNumbersToCampaign(
      [entry('+12015550100', true, 100)],
      ['+12125550100', '+14155550100'],
      'weight',
    );
    expect(result.map((item) => item.number)).toEqual(['+12015550100', '+12125550100', '+14155550100']);
    expect(result.every((item) => item.isActive)).toBe(true);
    expect(result.map((item) => item.weight)).toEqual([33.33, 33.33, 33.34]);
  });

  it('leaves inactive numbers out of the split and keeps their weight', () => {
    const result = addNumbersToCampaign([entry('+1 201 555 0100', false, 20)], ['+12125550100'], 'weight');
    expect(result.map((item) => item.weight)).toEqual([20, 100]);
  });

  it('gives new numbers weight 0 under state and country routing', () => {
    for (const routing of ['state', 'country'] as const) {
      const result = addNumbersToCampaign([entry('+12015550100', true, 60)], ['+12125550100'], routing);
      expect(result.map((item) => item.weight)).toEqual([60, 0]);
      expect(result[1]?.isActive).toBe(true);
    }
  });

  it('does not add a number twice and names entries with idFor', () => {
    const result = addNumbersToCampaign(
      [entry('+12015550100', true, 100)],
      ['+12015550100', '+13125550100', '+13125550100'],
      'weight',
      (number) => `id-${number}`,
    );
    expect(result).toHaveLength(2);
    expect(result[1]).toEqual({ id: 'id-+13125550100', number: '+13125550100', isActive: true, weight: 50 });
  });

  it('does not mutate its input', () => {
    const original = [entry('+12015550100', true, 100)];
    addNumbersToCampaign(original, ['+12125550100'], 'weight');
    expect(original[0]?.weight).toBe(100);
  });
});

describe('switching routing type', () => {
  it('re-splits active weights when switching to weight', () => {
    const entries = [entry('a', true, 0), entry('b', true, 0), entry('c', false, 7), entry('d', true, 0)];
    expect(switchRoutingType(entries, 'weight').map((item) => item.weight)).toEqual([33.33, 33.33, 7, 33.34]);
  });

  it('changes no weight when switching to state or country', () => {
    const entries = [entry('a', true, 70), entry('b', true, 30)];
    expect(switchRoutingType(entries, 'state')).toEqual(entries);
    expect(switchRoutingType(entries, 'country')).toEqual(entries);
  });
});

describe('choosing the caller number of a campaign call', () => {
  // Area codes: 201 NJ, 212 NY, 415 CA, 416 Ontario (Canada).
  const NJ = '+12015550100';
  const NY_A = '+12125550100';
  const NY_B = '+12125550199';
  const CA = '+14155550100';
  const ONTARIO = '+14165550100';

  it('matches the weights within 1 percentage point over 100,000 calls', () => {
    const pool = [entry(NJ, true, 50), entry(NY_A, true, 30), entry(CA, true, 15), entry(ONTARIO, true, 5)];
    const random = seededRandom('weights');
    const counts = new Map<string, number>();
    const reasons = new Set<string>();
    const calls = 100_000;
    for (let call = 0; call < calls; call += 1) {
      const choice = chooseCallerNumber({ routingType: 'weight', phoneNumbers: pool }, NJ, random);
      reasons.add(choice?.reason ?? 'none');
      counts.set(choice?.number ?? '', (counts.get(choice?.number ?? '') ?? 0) + 1);
    }
    expect([...reasons]).toEqual(['weight']);
    for (const { number, weight } of pool) {
      expect(Math.abs(((counts.get(number) ?? 0) / calls) * 100 - weight)).toBeLessThan(1);
    }
  });

  it('never picks a disabled or zero-weight number by weight', () => {
    const pool = [entry(NJ, false, 90), entry(NY_A, true, 0), entry(CA, true, 10)];
    const random = seededRandom(7);
    for (let call = 0; call < 1_000; call += 1) {
      expect(chooseCallerNumber({ routingType: 'weight', phoneNumbers: pool }, NJ, random)?.number).toBe(CA);
    }
  });

  it('picks among enabled numbers evenly when every weight is 0', () => {
    const pool = [entry(NJ, true, 0), entry(NY_A, true, 0)];
    const random = seededRandom('zero');
    const seen = new Set<string>();
    for (let call = 0; call < 200; call += 1) {
      seen.add(chooseCallerNumber({ routingType: 'weight', phoneNumbers: pool }, CA, random)?.number ?? '');
    }
    expect([...seen].sort()).toEqual([NJ, NY_A]);
  });

  it("state routing picks only enabled numbers in the callee's state", () => {
    const pool = [entry(NJ, true, 0), entry(NY_A, true, 0), entry(NY_B, false, 0), entry(CA, true, 0)];
    const random = seededRandom('state');
    for (let call = 0; call < 1_000; call += 1) {
      const choice = chooseCallerNumber(
        { routingType: 'state', phoneNumbers: pool },
        '+1 (212) 555-0142',
        random,
      );
      expect(choice).toMatchObject({ number: NY_A, reason: 'state-match' });
      expect(choice?.explanation).toContain('New York');
    }
  });

  it('state routing falls back to a random enabled number when none is enabled in that state', () => {
    const pool = [entry(NJ, true, 0), entry(NY_A, false, 0), entry(CA, true, 0)];
    const random = seededRandom('fallback');
    const seen = new Set<string>();
    for (let call = 0; call < 1_000; call += 1) {
      const choice = chooseCallerNumber({ routingType: 'state', phoneNumbers: pool }, NY_B, random);
      expect(choice?.reason).toBe('state-fallback');
      seen.add(choice?.number ?? '');
    }
    expect([...seen].sort()).toEqual([NJ, CA]);
    expect(
      chooseCallerNumber({ routingType: 'state', phoneNumbers: pool }, '+447700900123', random)?.reason,
    ).toBe('state-fallback');
  });

  it("country routing picks only enabled numbers in the callee's country and falls back likewise", () => {
    const pool = [entry(NJ, true, 0), entry(CA, false, 0), entry(ONTARIO, true, 0)];
    const random = seededRandom('country');
    const us = new Set<string>();
    for (let call = 0; call < 1_000; call += 1) {
      const choice = chooseCallerNumber({ routingType: 'country', phoneNumbers: pool }, CA, random);
      expect(choice?.reason).toBe('country-match');
      us.add(choice?.number ?? '');
      expect(
        chooseCallerNumber({ routingType: 'country', phoneNumbers: pool }, '+16135550100', random),
      ).toMatchObject({
        number: ONTARIO,
        reason: 'country-match',
      });
    }
    expect([...us]).toEqual([NJ]);
    const usOnlyDisabled = [entry(NJ, false, 0), entry(ONTARIO, true, 0)];
    expect(
      chooseCallerNumber({ routingType: 'country', phoneNumbers: usOnlyDisabled }, CA, random),
    ).toMatchObject({
      number: ONTARIO,
      reason: 'country-fallback',
    });
  });

  it('chooses nothing when no number is enabled', () => {
    for (const routingType of ['weight', 'state', 'country'] as const) {
      expect(chooseCallerNumber({ routingType, phoneNumbers: [entry(NJ, false, 100)] }, NJ)).toBeNull();
    }
  });

  it('draws the same sequence from the same seed', () => {
    const [a, b] = [seededRandom('call-1'), seededRandom('call-1')];
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(seededRandom('call-2')()).not.toBe(seededRandom('call-1')());
  });
});
