import { describe, expect, it } from 'vitest';
import { firestoreRules, RulesFixture, user } from '../test-support/harness.ts';

const alice = user('alice');
const bob = user('bob');

describe('request.resource and write classification', () => {
  const rules = firestoreRules(`
    match /profiles/{uid} {
      allow create: if request.auth.uid == uid && request.resource.data.keys().hasOnly(['name', 'age'])
        && request.resource.data.name is string && request.resource.data.age is int && request.resource.id == uid;
      allow update: if request.resource.data.diff(resource.data).affectedKeys().hasOnly(['age'])
        && request.resource.data.age > resource.data.age;
      allow delete: if resource.data.name == 'deletable' || resource == null;
    }`);

  it('create sees the new document', () => {
    const fixture = new RulesFixture(rules);
    expect(fixture.set(alice, 'profiles/alice', { name: 'Alice', age: 30 })).toBe('allowed');
    expect(fixture.set(alice, 'profiles/alice', { name: 'Alice', age: 30, admin: true })).toMatch(/^denied/);
    expect(fixture.set(alice, 'profiles/alice', { name: 1, age: 30 })).toMatch(/^denied/);
    expect(fixture.set(bob, 'profiles/alice', { name: 'Alice', age: 30 })).toMatch(/^denied/);
  });

  it('update compares the document after the write with the stored one', () => {
    const fixture = new RulesFixture(rules).put('profiles/alice', { name: 'Alice', age: 30 });
    expect(fixture.set(alice, 'profiles/alice', { name: 'Alice', age: 31 })).toBe('allowed');
    expect(fixture.set(alice, 'profiles/alice', { name: 'Alicia', age: 31 })).toMatch(/^denied/);
    expect(fixture.set(alice, 'profiles/alice', { name: 'Alice', age: 29 })).toMatch(/^denied/);
  });

  it('delete sees the stored document, or null when missing', () => {
    const fixture = new RulesFixture(rules)
      .put('profiles/a', { name: 'deletable' })
      .put('profiles/b', { name: 'keep' });
    expect(fixture.delete(alice, 'profiles/a')).toBe('allowed');
    expect(fixture.delete(alice, 'profiles/b')).toMatch(/^denied: false for 'delete'/);
    expect(fixture.delete(alice, 'profiles/none')).toBe('allowed');
  });

  it('verify writes are not evaluated', () => {
    const fixture = new RulesFixture(rules);
    expect(fixture.commit(alice, [{ path: 'profiles/zzz', kind: 'verify' }])).toBe('allowed');
  });

  it('a batch is denied when any write is denied, naming that write', () => {
    const fixture = new RulesFixture(rules);
    const result = fixture.commit(alice, [
      { path: 'profiles/alice', kind: 'create', data: { name: 'A', age: 1 } },
      { path: 'profiles/bob', kind: 'create', data: { name: 'B', age: 1 } },
    ]);
    expect(result).toMatch(
      /^denied: false for 'create' @ L6 \(create on \/databases\/\(default\)\/documents\/profiles\/bob\)$/,
    );
  });
});

describe('get, exists, getAfter, existsAfter', () => {
  const rules = firestoreRules(`
    function member(room) {
      return exists(/databases/$(database)/documents/rooms/$(room)/members/$(request.auth.uid));
    }
    match /rooms/{room} {
      allow get: if member(room);
      allow update: if get(/databases/$(database)/documents/rooms/$(room)/members/$(request.auth.uid)).data.role == 'admin';
      match /messages/{id} {
        allow create: if member(room) && getAfter(/databases/$(database)/documents/rooms/$(room)).data.last == id;
        allow delete: if !existsAfter(/databases/$(database)/documents/rooms/$(room));
      }
    }
    match /many/{n} {
      allow get: if ${Array.from({ length: 11 }, (_, i) => `exists(/databases/$(database)/documents/x/d${i}) == false`).join(' && ')};
      allow update: if ${Array.from({ length: 10 }, (_, i) => `exists(/databases/$(database)/documents/x/d${i}) == false`).join(' && ')};
      allow create: if ${Array.from({ length: 12 }, () => `!exists(/databases/$(database)/documents/x/same)`).join(' && ')} && !exists(/databases/$(database)/documents/x/d0);
    }
    match /bad/{id} { allow get: if exists(/not/a/document); }
    match /missing/{id} { allow get: if get(/databases/$(database)/documents/nothing/here).data.x == 1; }`);

  function fixture() {
    return new RulesFixture(rules)
      .put('rooms/r1', { last: 'm0' })
      .put('rooms/r1/members/alice', { role: 'admin' })
      .put('rooms/r1/members/bob', { role: 'reader' });
  }

  it('exists() reads the current state', () => {
    expect(fixture().get(alice, 'rooms/r1')).toBe('allowed');
    expect(fixture().get(user('carol'), 'rooms/r1')).toMatch(/^denied/);
  });

  it('get() returns the document resource', () => {
    expect(fixture().set(alice, 'rooms/r1', { last: 'x' })).toBe('allowed');
    expect(fixture().set(bob, 'rooms/r1', { last: 'x' })).toMatch(/^denied/);
  });

  it('get() of a missing document is null, so .data is an error', () => {
    expect(fixture().get(alice, 'missing/1')).toMatch(/Null value error/);
  });

  it('getAfter() sees the other writes of the same commit', () => {
    const f = fixture();
    const allowed = f.commit(bob, [
      { path: 'rooms/r1', kind: 'update', data: { last: 'm1' } },
      { path: 'rooms/r1/messages/m1', kind: 'create', data: { text: 'hi' } },
    ]);
    expect(allowed).toMatch(/^denied: false for 'update'/);
    expect(
      f.commit(alice, [
        { path: 'rooms/r1', kind: 'update', data: { last: 'm1' } },
        { path: 'rooms/r1/messages/m1', kind: 'create', data: { text: 'hi' } },
      ]),
    ).toBe('allowed');
    expect(f.commit(alice, [{ path: 'rooms/r1/messages/m1', kind: 'create', data: { text: 'hi' } }])).toMatch(
      /^denied/,
    );
  });

  it('existsAfter() sees deletes of the same commit', () => {
    const f = fixture().put('rooms/r1/messages/m0', {});
    expect(f.delete(alice, 'rooms/r1/messages/m0')).toMatch(/^denied/);
  });

  it('a path that is not a document is an error', () => {
    expect(fixture().get(alice, 'bad/1')).toMatch(/Invalid document path/);
  });

  it('allows 10 distinct documents per single-document request, and not 11', () => {
    const f = fixture().put('many/n', {});
    expect(f.get(alice, 'many/n')).toMatch(/Exceeded the limit of 10 document access calls/);
    expect(f.set(alice, 'many/n', {})).toBe('allowed');
  });

  it('counts repeated access to the same document once', () => {
    expect(fixture().set(alice, 'many/new', {})).toBe('allowed');
  });

  it('allows 20 for a batch, with 10 still applying to each write', () => {
    const f = fixture();
    for (let i = 0; i < 3; i++) f.put(`many/u${i}`, {});
    const twoUpdates = f.commit(alice, [
      { path: 'many/u0', kind: 'update', data: {} },
      { path: 'many/u1', kind: 'update', data: {} },
    ]);
    expect(twoUpdates).toBe('allowed');
  });

  it('exceeding 20 documents in a batch denies', () => {
    const many = new RulesFixture(
      firestoreRules(`
      match /w/{n} {
        allow create: if ${Array.from({ length: 8 }, (_, i) => `!exists(/databases/$(database)/documents/x/$(n + '-${i}'))`).join(' && ')};
      }`),
    );
    const writes = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ path: `w/${i}`, kind: 'create' as const, data: {} }));
    expect(many.commit(alice, writes(2))).toBe('allowed');
    expect(many.commit(alice, writes(3))).toMatch(/Exceeded the limit of 20 document access calls/);
  });
});
