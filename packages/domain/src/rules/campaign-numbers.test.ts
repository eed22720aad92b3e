import { describe, expect, it } from 'vitest';
import type { CampaignPhoneNumber } from '../schemas/campaign';
import { addNumbersToCampaign, switchRoutingType } from './campaign-numbers';

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
    expect(result.map((item) => item.weight)).toEqual([33.33, 33.33, 33.33]);
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
    expect(switchRoutingType(entries, 'weight').map((item) => item.weight)).toEqual([33.33, 33.33, 7, 33.33]);
  });

  it('changes no weight when switching to state or country', () => {
    const entries = [entry('a', true, 70), entry('b', true, 30)];
    expect(switchRoutingType(entries, 'state')).toEqual(entries);
    expect(switchRoutingType(entries, 'country')).toEqual(entries);
  });
});
