import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('the public entry', () => {
  it('exposes the brand, schemas, rules and data', () => {
    expect(domain.PRODUCT_NAME).toBe('Parley');
    expect(domain.COLLECTIONS.users).toBe('t_users');
    expect(typeof domain.parseVoices).toBe('function');
    expect(typeof domain.addNumbersToCampaign).toBe('function');
    expect(domain.AREA_CODES['201']).toEqual({ country: 'US', region: 'NJ' });
    expect(domain.PROMPT_MODULES.length).toBe(12);
  });
});
