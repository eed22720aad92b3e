import { describe, expect, it } from 'vitest';
import { pickCurrentOrgId } from './remembered-org';

describe('pickCurrentOrgId', () => {
  it('keeps the remembered organisation while the user still belongs to it', () => {
    expect(pickCurrentOrgId('b', ['a', 'b'])).toBe('b');
  });

  it('falls back to the first organisation, or none', () => {
    expect(pickCurrentOrgId('gone', ['a', 'b'])).toBe('a');
    expect(pickCurrentOrgId(null, ['a'])).toBe('a');
    expect(pickCurrentOrgId('a', [])).toBeNull();
  });
});
