import { describe, expect, it } from 'vitest';
import { layoutCookie } from './cookies';

describe('layout cookies', () => {
  it('last 2592000 seconds', () => {
    expect(layoutCookie('sidebar', true)).toBe('sidebar_state=true; path=/; max-age=2592000; samesite=lax');
    expect(layoutCookie('pinned', false)).toContain('sidebar_pinned=false');
    expect(layoutCookie('pinned', false)).toContain('max-age=2592000');
  });
});
