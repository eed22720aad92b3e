import { describe, expect, it } from 'vitest';
import { anonymous, firestoreRules, owner, RulesFixture, user } from '../test-support/harness.ts';

const alice = user('alice', { email: 'alice@example.com', email_verified: true, admin: true });
const bob = user('bob');

describe('path matching', () => {
  const fixture = new RulesFixture(
    firestoreRules(`
    match /users/{userId} {
      allow get: if request.auth.uid == userId;
      match /private/{doc} { allow get: if userId == 'alice' && doc == 'settings'; }
    }
    match /public/{doc=**} { allow get: if true; }
    match /{path=**}/shared/{id} { allow get: if path == /teams/a || id == 'open'; }
    match /exact/one { allow get: if true; }
    match /overlap/{id} { allow get: if false; }
    match /overlap/{id} { allow get: if id == 'b'; }
    match /databases/{db}/documents/nested/{id} { allow get: if true; }`),
  );

  it.each([
    ['a wildcard binds the segment', alice, 'users/alice', 'allowed'],
    ['a wildcard that does not satisfy the rule', alice, 'users/bob', 'denied'],
    ['nested matches see outer wildcards', bob, 'users/alice/private/settings', 'allowed'],
    ['nested matches deny with other values', bob, 'users/bob/private/settings', 'denied'],
    ['recursive wildcard matches one segment pair', anonymous, 'public/a', 'allowed'],
    ['recursive wildcard matches deep paths', anonymous, 'public/a/b/c/d/e', 'allowed'],
    ['leading recursive wildcard binds a path', anonymous, 'teams/a/shared/x', 'allowed'],
    ['leading recursive wildcard matches zero segments (v2)', anonymous, 'shared/open', 'allowed'],
    ['leading recursive wildcard with another prefix', anonymous, 'teams/b/shared/x', 'denied'],
    ['literal paths match exactly', anonymous, 'exact/one', 'allowed'],
    ['literal paths do not match other ids', anonymous, 'exact/two', 'denied'],
    ['overlapping matches: any allow wins', anonymous, 'overlap/b', 'allowed'],
    ['overlapping matches: all false denies', anonymous, 'overlap/a', 'denied'],
    ['no matching rule denies', alice, 'other/x', 'denied'],
    ['nested match paths continue the parent path', anonymous, 'databases/x/documents/nested/a', 'allowed'],
  ])('%s', (_name, ctx, path, expected) => {
    expect(fixture.get(ctx, path).split(':')[0]).toBe(expected);
  });

  it('rules_version 1 recursive wildcards need at least one segment', () => {
    const v1 = new RulesFixture(
      `service cloud.firestore { match /databases/{d}/documents { match /a/{rest=**} { allow get: if rest == /b/c || rest == /b/c/d/e; } } }`,
    );
    expect(v1.get(anonymous, 'a/b/c/d/e')).toBe('allowed');
  });

  it('binds the database wildcard', () => {
    const fixture = new RulesFixture(
      firestoreRules(`match /x/{id} { allow get: if database == '(default)'; }`),
    );
    expect(fixture.get(anonymous, 'x/1')).toBe('allowed');
  });
});

describe('request and resource', () => {
  const fixture = new RulesFixture(
    firestoreRules(`
    match /auth/{id} {
      allow get: if request.auth != null && request.auth.uid == 'alice' && request.auth.token.email == 'alice@example.com'
        && request.auth.token.email_verified && request.auth.token.admin == true;
    }
    match /anon/{id} { allow get: if request.auth == null; }
    match /method/{id} { allow read, write: if request.method == id; }
    match /path/{id} { allow get: if request.path == /databases/$(database)/documents/path/$(id) && request.path[4] == id; }
    match /bound/{id} { allow get: if request.path.id == 'b1' && request.path['database'] == '(default)'; }
    match /time/{id} {
      allow get: if request.time > timestamp.date(2020, 1, 1) && request.time < timestamp.date(2200, 1, 1);
      allow create: if request.resource.data.at == request.time;
    }
    match /docs/{id} {
      allow get: if resource.data.visibility == 'public' || resource.data.owner == request.auth.uid;
      allow get: if resource == null && id == 'missing-ok';
    }
    match /meta/{id} { allow get: if resource.id == id && resource.__name__ == /databases/$(database)/documents/meta/$(id); }
    match /types/{id} {
      allow get: if resource.data.i is int && resource.data.f is float && resource.data.t is timestamp
        && resource.data.r is path && resource.data.l is list && resource.data.m is map && resource.data.b is bytes
        && resource.data.n == null && resource.data.g is latlng;
    }`),
  );

  it('request.auth carries uid and token claims', () => {
    expect(fixture.get(alice, 'auth/1')).toBe('allowed');
    expect(fixture.get(bob, 'auth/1')).toMatch(/^denied: /);
  });

  it('request.auth is null without a token', () => {
    expect(fixture.get(anonymous, 'anon/1')).toBe('allowed');
    expect(fixture.get(alice, 'anon/1')).toMatch(/^denied/);
  });

  it('the owner bypasses rules', () => {
    expect(fixture.get(owner, 'nothing/matches')).toBe('allowed');
  });

  it('request.method names the operation', () => {
    expect(fixture.get(anonymous, 'method/get')).toBe('allowed');
    expect(fixture.list(anonymous, 'method')).toMatch(/^denied/);
    expect(fixture.set(anonymous, 'method/create', {})).toBe('allowed');
    expect(fixture.set(anonymous, 'method/update', {})).toMatch(/^denied: false for 'create'/);
    fixture.put('method/update', {});
    expect(fixture.set(anonymous, 'method/update', {})).toBe('allowed');
    expect(fixture.delete(anonymous, 'method/delete')).toBe('allowed');
    expect(fixture.delete(anonymous, 'method/update')).toMatch(/^denied/);
  });

  it('request.path is the document path', () => {
    expect(fixture.get(anonymous, 'path/p1')).toBe('allowed');
  });

  it('request.path gives the segments bound by wildcards by name', () => {
    expect(fixture.get(anonymous, 'bound/b1')).toBe('allowed');
    expect(fixture.get(anonymous, 'bound/b2')).toMatch(/^denied/);
  });

  it('request.time is the request time, and the commit time for writes', () => {
    expect(fixture.get(anonymous, 'time/now')).toBe('allowed');
    expect(
      fixture.commit(
        anonymous,
        [{ path: 'time/w', kind: 'create', data: { at: new Date('2024-05-01T12:00:00.123Z') } }],
        '2024-05-01T12:00:00.123Z',
      ),
    ).toBe('allowed');
    expect(
      fixture.commit(
        anonymous,
        [{ path: 'time/w', kind: 'create', data: { at: new Date('2024-05-01T12:00:00.124Z') } }],
        '2024-05-01T12:00:00.123Z',
      ),
    ).toMatch(/^denied/);
  });

  it('resource is the stored document or null', () => {
    fixture
      .put('docs/pub', { visibility: 'public' })
      .put('docs/mine', { visibility: 'private', owner: 'alice' });
    expect(fixture.get(bob, 'docs/pub')).toBe('allowed');
    expect(fixture.get(alice, 'docs/mine')).toBe('allowed');
    expect(fixture.get(bob, 'docs/mine')).toMatch(/^denied/);
    expect(fixture.get(bob, 'docs/missing-ok')).toBe('allowed');
    expect(fixture.get(bob, 'docs/missing')).toMatch(/^denied/);
  });

  it('resource.id and resource.__name__', () => {
    fixture.put('meta/m1', {});
    expect(fixture.get(anonymous, 'meta/m1')).toBe('allowed');
  });

  it('maps every Firestore value type to its rules type', async () => {
    const { Float, Ref } = await import('../test-support/harness.ts');
    fixture.documents.set('projects/demo-project/databases/(default)/documents/types/t', {
      name: 'projects/demo-project/databases/(default)/documents/types/t',
      fields: {
        i: { integerValue: '1' },
        f: { doubleValue: new Float(1.5).value },
        t: { timestampValue: '2024-01-01T00:00:00.123456789Z' },
        r: { referenceValue: new Ref('a/b').path },
        l: { arrayValue: {} },
        m: { mapValue: {} },
        b: { bytesValue: 'AQI=' },
        n: { nullValue: null },
        g: { geoPointValue: { latitude: 1, longitude: 2 } },
      },
    });
    expect(fixture.get(anonymous, 'types/t')).toBe('allowed');
  });
});

describe('denial messages', () => {
  const fixture = new RulesFixture(
    firestoreRules(`
    match /a/{id} {
      allow get: if false;
      allow get: if resource.data.x == 1;
    }`),
  );

  it('name each evaluated rule line, the method and the path', () => {
    expect(fixture.get(alice, 'a/1')).toBe(
      "denied: false for 'get' @ L6, Null value error. for 'get' @ L7 (get on /databases/(default)/documents/a/1)",
    );
  });

  it('say no rule matched when none did', () => {
    expect(fixture.get(alice, 'b/1')).toBe(
      "denied: Missing or insufficient permissions. No allow statement matches 'get' on /databases/(default)/documents/b/1.",
    );
  });

  it('name an undefined property', () => {
    fixture.put('a/2', { y: 1 });
    expect(fixture.get(alice, 'a/2')).toContain("Property x is undefined on object. for 'get' @ L7");
  });

  it('allow everything when no ruleset is loaded', () => {
    const open = new RulesFixture(null);
    expect(open.get(anonymous, 'any/doc')).toBe('allowed');
    expect(open.list(anonymous, 'any')).toBe('allowed');
    expect(open.delete(anonymous, 'any/doc')).toBe('allowed');
  });

  it('deny everything when the ruleset has no cloud.firestore service', () => {
    const storageOnly = new RulesFixture(`service firebase.storage { match /b/{bucket}/o { allow read; } }`);
    expect(storageOnly.get(anonymous, 'any/doc')).toMatch(/^denied/);
  });
});

describe('functions', () => {
  const fixture = new RulesFixture(`rules_version = '2';
service cloud.firestore {
  function signedIn() { return request.auth != null; }
  function isUser(uid) { return signedIn() && request.auth.uid == uid; }
  match /databases/{database}/documents {
    function docPath(id) { return /databases/$(database)/documents/f/$(id); }
    function withLets(a, b) {
      let sum = a + b;
      let doubled = sum * 2;
      return doubled == 10;
    }
    function recursive(n) { return n == 0 || recursive(n - 1); }
    function depth1() { return depth2(); }
    function depth2() { return depth3(); }
    function depth3() { return true; }
    function shadow(request) { return request == 'param'; }
    match /f/{id} {
      function local() { return id == 'local'; }
      allow get: if id == 'own' && isUser('alice');
      allow get: if id == 'lets' && withLets(2, 3);
      allow get: if id == 'path' && docPath(id) == request.path;
      allow get: if local();
      allow get: if id == 'recursive' && recursive(2);
      allow get: if id == 'depth' && depth1();
      allow get: if id == 'shadow' && shadow('param');
      allow get: if id == 'arity' && isUser();
    }
  }
}`);

  it.each([
    ['service-level functions calling each other', 'own', 'allowed'],
    ['let bindings', 'lets', 'allowed'],
    ['functions see the wildcards of their scope', 'path', 'allowed'],
    ['functions declared in the match block', 'local', 'allowed'],
    ['recursion is an error', 'recursive', 'denied'],
    ['nested calls', 'depth', 'allowed'],
    ['parameters shadow globals', 'shadow', 'allowed'],
    ['wrong argument count is an error', 'arity', 'denied'],
  ])('%s', (_name, id, expected) => {
    expect(fixture.get(alice, `f/${id}`).split(':')[0]).toBe(expected);
  });

  it('limits the call depth to 20', () => {
    const chain = Array.from(
      { length: 25 },
      (_, i) => `function c${i}() { return ${i === 24 ? 'true' : `c${i + 1}()`}; }`,
    ).join('\n');
    const deep = new RulesFixture(
      firestoreRules(
        `${chain}\n match /d/{id} { allow get: if c0(); allow get: if id == 'short' && c10(); }`,
      ),
    );
    expect(deep.get(alice, 'd/x')).toContain('maximum call depth');
    expect(deep.get(alice, 'd/short')).toBe('allowed');
  });
});
