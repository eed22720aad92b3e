import { describe, expect, it } from 'vitest';
import { matchesExact, matchesPathPattern, matchesV1Resource } from '../../src/events/path-pattern.ts';

describe('v2 PATH_PATTERN', () => {
  it.each([
    ['items/{id}', 'items/a', true],
    ['items/{id}', 'items/a/sub/b', false],
    ['items/{id}', 'other/a', false],
    ['items/*', 'items/a', true],
    ['items/{id=*}', 'items/a', true],
    ['users/{uid}/posts/{postId}', 'users/u/posts/p', true],
    ['users/{uid}/posts/{postId}', 'users/u/likes/p', false],
    ['items/**', 'items/a', true],
    ['items/**', 'items/a/sub/b', true],
    ['{path=**}/docs/{id}', 'docs/x', true],
    ['{path=**}/docs/{id}', 'a/b/c/docs/x', true],
    ['{path=**}/docs/{id}', 'a/b/c/other/x', false],
    ['a/**/z/{id}', 'a/z/1', true],
    ['a/**/z/{id}', 'a/b/c/z/1', true],
    ['a/**/z/{id}', 'a/b/c/y/1', false],
  ])('%s vs %s → %s', (pattern, path, expected) => {
    expect(matchesPathPattern(pattern, path)).toBe(expected);
  });

  it('handles deep paths without blowing up', () => {
    const deep = Array.from({ length: 100 }, (_, i) => `c${i}/d${i}`).join('/');
    expect(matchesPathPattern('**/**/**/{id}', deep)).toBe(true);
    expect(matchesPathPattern('**/**/**/nope/{id}', deep)).toBe(false);
  });
});

describe('v2 EXACT', () => {
  it('is literal equality', () => {
    expect(matchesExact('items/a', 'items/a')).toBe(true);
    expect(matchesExact('items/a', 'items/b')).toBe(false);
    expect(matchesExact('items/{id}', 'items/a')).toBe(false);
  });
});

describe('v1 resource', () => {
  const base = 'projects/p/databases/(default)/documents';
  it('matches {x} segments and nothing else', () => {
    expect(matchesV1Resource(`${base}/users/{uid}`, `${base}/users/alice`)).toBe(true);
    expect(matchesV1Resource(`${base}/users/{uid}`, `${base}/users/alice/posts/1`)).toBe(false);
    expect(matchesV1Resource(`${base}/users/{uid}`, `projects/q/databases/(default)/documents/users/a`)).toBe(
      false,
    );
    expect(matchesV1Resource(`${base}/users/{uid}`, `projects/p/databases/other/documents/users/a`)).toBe(
      false,
    );
  });
});
