import { describe, expect, it } from 'vitest';
import {
  DATABASE,
  firestoreRules,
  Float,
  RulesFixture,
  toValue,
  user,
  where,
} from '../test-support/harness.ts';

const alice = user('alice');

function allowed(result: string): boolean {
  return result === 'allowed';
}

describe('rules are not filters: symbolic query checks', () => {
  it('an author rule denies the unfiltered query and allows the filtered one', () => {
    const f = new RulesFixture(
      firestoreRules(`match /stories/{id} { allow list: if resource.data.author == request.auth.uid; }`),
    );
    f.put('stories/1', { author: 'alice' });
    expect(f.list(alice, 'stories')).toMatch(/^denied: Field 'author' is not constrained by the query/);
    expect(f.list(alice, 'stories', { where: where.field('author', 'EQUAL', 'alice') })).toBe('allowed');
    expect(f.list(alice, 'stories', { where: where.field('author', 'EQUAL', 'bob') })).toMatch(
      /^denied: false for 'list'/,
    );
  });

  it('a disjunctive rule is satisfied by either filter', () => {
    const f = new RulesFixture(
      firestoreRules(
        `match /stories/{id} { allow read: if resource.data.published == true || resource.data.author == request.auth.uid; }`,
      ),
    );
    expect(f.list(alice, 'stories', { where: where.field('published', 'EQUAL', true) })).toBe('allowed');
    expect(f.list(alice, 'stories', { where: where.field('author', 'EQUAL', 'alice') })).toBe('allowed');
    expect(f.list(alice, 'stories', { where: where.field('published', 'EQUAL', false) })).toMatch(/^denied/);
    expect(f.list(alice, 'stories')).toMatch(/^denied/);
  });

  it('a limit rule denies queries without a limit', () => {
    const f = new RulesFixture(firestoreRules(`match /c/{id} { allow list: if request.query.limit <= 10; }`));
    expect(f.list(alice, 'c')).toMatch(/Property limit is undefined/);
    expect(f.list(alice, 'c', { limit: 10 })).toBe('allowed');
    expect(f.list(alice, 'c', { limit: { value: 5 } })).toBe('allowed');
    expect(f.list(alice, 'c', { limit: 11 })).toMatch(/^denied: false/);
  });
});

describe('constraints from filters', () => {
  const f = new RulesFixture(
    firestoreRules(`
    match /eq/{id} { allow list: if resource.data.status == 'open'; }
    match /neq/{id} { allow list: if resource.data.status != 'deleted'; }
    match /range/{id} { allow list: if resource.data.age > 18; }
    match /atmost/{id} { allow list: if resource.data.price <= 100; }
    match /members/{id} { allow list: if request.auth.uid in resource.data.members; }
    match /inlist/{id} { allow list: if resource.data.color in ['red', 'blue']; }
    match /nested/{id} { allow list: if resource.data.meta.owner == request.auth.uid; }
    match /byid/{id} { allow list: if id == 'allowed' && resource.id == 'allowed'; }
    match /names/{id} { allow list: if resource.__name__ == /databases/$(database)/documents/names/x; }
    match /withget/{id} {
      allow list: if get(/databases/$(database)/documents/teams/$(resource.data.team)).data.members.hasAny([request.auth.uid]);
    }
    match /exists/{id} { allow list: if 'owner' in resource.data; }
    match /typed/{id} { allow list: if resource.data.n is number; }
    match /hasany/{id} { allow list: if resource.data.tags.hasAny(['a']); }
    match /getdefault/{id} { allow list: if resource.data.get('team', 'none') == 'x'; }
    match /orderby/{id} { allow list: if request.query.orderBy.score == 'DESC' && request.query.offset == 5; }`),
  ).put('teams/t1', { members: ['alice'] });

  const cases: [string, string, Record<string, unknown>, boolean][] = [
    ['equality that matches', 'eq', { where: where.field('status', 'EQUAL', 'open') }, true],
    ['equality with another value', 'eq', { where: where.field('status', 'EQUAL', 'closed') }, false],
    ['no filter at all', 'eq', {}, false],
    ['an in filter whose values all satisfy', 'eq', { where: where.field('status', 'IN', ['open']) }, true],
    [
      'an in filter with one bad value',
      'eq',
      { where: where.field('status', 'IN', ['open', 'closed']) },
      false,
    ],
    [
      'an OR of satisfying equalities',
      'eq',
      { where: where.or(where.field('status', 'EQUAL', 'open'), where.field('status', 'EQUAL', 'open')) },
      true,
    ],
    [
      'an OR with an unconstrained disjunct',
      'eq',
      { where: where.or(where.field('status', 'EQUAL', 'open'), where.field('x', 'EQUAL', 1)) },
      false,
    ],
    [
      'an AND that includes the equality',
      'eq',
      { where: where.and(where.field('status', 'EQUAL', 'open'), where.field('x', 'EQUAL', 1)) },
      true,
    ],
    [
      '!= proven by the matching != filter',
      'neq',
      { where: where.field('status', 'NOT_EQUAL', 'deleted') },
      true,
    ],
    [
      '!= proven by a not-in filter',
      'neq',
      { where: where.field('status', 'NOT_IN', ['deleted', 'spam']) },
      true,
    ],
    ['!= proven by an equality', 'neq', { where: where.field('status', 'EQUAL', 'open') }, true],
    [
      '!= not proven by another != filter',
      'neq',
      { where: where.field('status', 'NOT_EQUAL', 'spam') },
      false,
    ],
    ['> proven by a stricter range', 'range', { where: where.field('age', 'GREATER_THAN', 20) }, true],
    [
      '> proven by an equal exclusive bound',
      'range',
      { where: where.field('age', 'GREATER_THAN', 18) },
      true,
    ],
    [
      '> not proven by an inclusive bound at the limit',
      'range',
      { where: where.field('age', 'GREATER_THAN_OR_EQUAL', 18) },
      false,
    ],
    ['> contradicted by an upper bound', 'range', { where: where.field('age', 'LESS_THAN', 10) }, false],
    ['> proven by equality', 'range', { where: where.field('age', 'EQUAL', 30) }, true],
    [
      '> across int and float bounds',
      'range',
      { where: where.field('age', 'GREATER_THAN', new Float(18.5)) },
      true,
    ],
    ['> with a weaker bound', 'range', { where: where.field('age', 'GREATER_THAN', 10) }, false],
    ['<= proven by an upper bound', 'atmost', { where: where.field('price', 'LESS_THAN', 100) }, true],
    [
      '<= proven by two-sided range',
      'atmost',
      {
        where: where.and(
          where.field('price', 'GREATER_THAN', 5),
          where.field('price', 'LESS_THAN_OR_EQUAL', 100),
        ),
      },
      true,
    ],
    ['<= not proven by a higher bound', 'atmost', { where: where.field('price', 'LESS_THAN', 101) }, false],
    [
      'array-contains proves membership',
      'members',
      { where: where.field('members', 'ARRAY_CONTAINS', 'alice') },
      true,
    ],
    [
      'array-contains of someone else',
      'members',
      { where: where.field('members', 'ARRAY_CONTAINS', 'bob') },
      false,
    ],
    [
      'array-contains-any of one value',
      'members',
      { where: where.field('members', 'ARRAY_CONTAINS_ANY', ['alice']) },
      true,
    ],
    [
      'array-contains-any of several values',
      'members',
      { where: where.field('members', 'ARRAY_CONTAINS_ANY', ['alice', 'bob']) },
      false,
    ],
    ['in-list check with an equality', 'inlist', { where: where.field('color', 'EQUAL', 'red') }, true],
    [
      'in-list check with an in filter',
      'inlist',
      { where: where.field('color', 'IN', ['red', 'blue']) },
      true,
    ],
    [
      'in-list check with an outside value',
      'inlist',
      { where: where.field('color', 'IN', ['red', 'green']) },
      false,
    ],
    ['nested field equality', 'nested', { where: where.field('meta.owner', 'EQUAL', 'alice') }, true],
    ['nested field unconstrained', 'nested', { where: where.field('meta.other', 'EQUAL', 'alice') }, false],
    [
      '__name__ equality fixes the id wildcard',
      'byid',
      { where: where.field('__name__', 'EQUAL', { ref: true }) },
      true,
    ],
    ['without __name__ the id is unknown', 'byid', {}, false],
    [
      'get() with a path built from an equality',
      'withget',
      { where: where.field('team', 'EQUAL', 't1') },
      true,
    ],
    ['get() with an unconstrained path', 'withget', {}, false],
    ['field existence from any filter', 'exists', { where: where.field('owner', 'NOT_EQUAL', null) }, true],
    ['field existence unknown', 'exists', {}, false],
    ['type known from a numeric range', 'typed', { where: where.field('n', 'GREATER_THAN', 0) }, true],
    ['hasAny from array-contains', 'hasany', { where: where.field('tags', 'ARRAY_CONTAINS', 'a') }, true],
    ['get(key, default) from an equality', 'getdefault', { where: where.field('team', 'EQUAL', 'x') }, true],
    [
      'request.query.orderBy and offset',
      'orderby',
      { orderBy: [{ field: { fieldPath: 'score' }, direction: 'DESCENDING' }], offset: 5 },
      true,
    ],
    ['is-null filters are equalities', 'eq', { where: where.unary('status', 'IS_NULL') }, false],
  ];

  it.each(cases)('%s', (_name, collection, query, expected) => {
    const q = { ...query } as Record<string, unknown>;
    if (collection === 'byid' && 'where' in q) {
      q.where = {
        fieldFilter: {
          field: { fieldPath: '__name__' },
          op: 'EQUAL',
          value: { referenceValue: `${DATABASE}/documents/byid/allowed` },
        },
      };
    }
    const result = f.list(alice, collection, q as never);
    expect(allowed(result), result).toBe(expected);
  });

  it('__name__ filters give resource.__name__', () => {
    const q = {
      where: {
        fieldFilter: {
          field: { fieldPath: '__name__' },
          op: 'EQUAL',
          value: { referenceValue: `${DATABASE}/documents/names/x` },
        },
      },
    };
    expect(f.list(alice, 'names', q)).toBe('allowed');
  });

  it('accepts numeric enums for operators', () => {
    const q = { where: { fieldFilter: { field: { fieldPath: 'status' }, op: 5, value: toValue('open') } } };
    expect(f.list(alice, 'eq', q)).toBe('allowed');
  });
});

describe('query paths', () => {
  const f = new RulesFixture(
    firestoreRules(`
    match /users/{uid}/posts/{post} { allow list: if uid == request.auth.uid; }
    match /{path=**}/comments/{id} { allow list: if resource.data.public == true; }
    match /groups/{g}/notes/{id} { allow list: if true; }`),
  );

  it('binds wildcards of the parent path', () => {
    expect(f.list(alice, 'users/alice/posts')).toBe('allowed');
    expect(f.list(alice, 'users/bob/posts')).toMatch(/^denied/);
  });

  it('collection-group queries need a recursive wildcard rule', () => {
    const publicOnly = { where: where.field('public', 'EQUAL', true) };
    expect(f.list(alice, 'comments', publicOnly, true)).toBe('allowed');
    expect(f.list(alice, 'comments', {}, true)).toMatch(/^denied/);
    expect(f.list(alice, 'notes', {}, true)).toMatch(/^denied: Missing or insufficient permissions/);
    expect(f.list(alice, 'groups/g1/notes', {}, false)).toBe('allowed');
  });

  it('denial messages of queries name the collection', () => {
    expect(f.list(alice, 'users/bob/posts')).toContain(
      '(list on /databases/(default)/documents/users/bob/posts)',
    );
  });
});
