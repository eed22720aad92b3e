import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../firestore/api.ts';
import type { StorageRequest, StorageRulesResource } from '../../storage/authorizer.ts';
import { createStorageAuthorizer } from '../storage-authorizer.ts';
import { compileOk, doc, user } from '../test-support/harness.ts';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /avatars/{uid}/{file} {
      allow read: if true;
      allow create, update: if request.auth != null && request.auth.uid == uid
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/.*')
        && request.resource.metadata.get('kind', 'avatar') == 'avatar';
      allow delete: if request.auth.uid == uid && resource.size > 0;
    }
    match /teams/{team}/{allPaths=**} {
      allow read, write: if firestore.get(/databases/(default)/documents/teams/$(team)).data.members.hasAny([request.auth.uid]);
    }
    match /flags/{file} {
      allow read: if firestore.exists(/databases/(default)/documents/flags/$(file));
    }
    match /bucketcheck/{file} { allow read: if bucket == 'demo.appspot.com' && request.path == /b/demo.appspot.com/o/bucketcheck/$(file); }
    match /list/{file} { allow list: if request.auth != null; }
    match /everything/{all=**} { allow read: if all == path('a/b/c'); }
  }
}`;

function object(name: string, extra: Partial<StorageRulesResource> = {}): StorageRulesResource {
  return { name, bucket: 'demo.appspot.com', size: 100, contentType: 'image/png', ...extra };
}

function request(overrides: Partial<StorageRequest>): StorageRequest {
  return {
    method: 'get',
    bucket: 'demo.appspot.com',
    path: 'avatars/alice/me.png',
    caller: user('alice').caller,
    resource: null,
    requestResource: null,
    ...overrides,
  };
}

function setup(documents: Record<string, JsonObject> = {}) {
  const fetched: string[] = [];
  const ruleset = compileOk(RULES, 'storage.rules');
  const authorizer = createStorageAuthorizer(() => ruleset, {
    get: (path) => {
      fetched.push(path);
      return Promise.resolve(documents[path] ?? null);
    },
  });
  return { authorizer, fetched };
}

describe('storage rules', () => {
  it('allows an owner upload of a small image', async () => {
    const { authorizer } = setup();
    const result = await authorizer.authorize(
      request({ method: 'create', requestResource: object('avatars/alice/me.png', { size: 2048 }) }),
    );
    expect(result).toBeNull();
  });

  it('denies uploads that are too big, of the wrong type, by someone else or anonymous', async () => {
    const { authorizer } = setup();
    const big = await authorizer.authorize(
      request({
        method: 'create',
        requestResource: object('avatars/alice/me.png', { size: 2 * 1024 * 1024 }),
      }),
    );
    expect(big).toMatch(/^false for 'create' @ L6/);
    const text = await authorizer.authorize(
      request({
        method: 'create',
        requestResource: object('avatars/alice/me.png', { contentType: 'text/plain' }),
      }),
    );
    expect(text).toMatch(/^false for 'create'/);
    const other = await authorizer.authorize(
      request({
        method: 'create',
        caller: user('bob').caller,
        requestResource: object('avatars/alice/me.png'),
      }),
    );
    expect(other).toMatch(/^false for 'create'/);
    const anonymous = await authorizer.authorize(
      request({
        method: 'create',
        caller: { kind: 'anonymous' },
        requestResource: object('avatars/alice/me.png'),
      }),
    );
    expect(anonymous).toMatch(/^false for 'create'/);
  });

  it('reads custom metadata', async () => {
    const { authorizer } = setup();
    const wrongKind = await authorizer.authorize(
      request({
        method: 'update',
        requestResource: object('avatars/alice/me.png', { metadata: { kind: 'banner' } }),
      }),
    );
    expect(wrongKind).toMatch(/^false for 'update'/);
  });

  it('a missing contentType is an error, which denies', async () => {
    const { authorizer } = setup();
    const result = await authorizer.authorize(
      request({
        method: 'create',
        requestResource: { name: 'avatars/alice/x', bucket: 'demo.appspot.com', size: 1 },
      }),
    );
    expect(result).toContain('Property contentType is undefined');
  });

  it('delete sees the existing object as resource', async () => {
    const { authorizer } = setup();
    expect(
      await authorizer.authorize(request({ method: 'delete', resource: object('avatars/alice/me.png') })),
    ).toBeNull();
    expect(
      await authorizer.authorize(
        request({ method: 'delete', resource: object('avatars/alice/me.png', { size: 0 }) }),
      ),
    ).toMatch(/^false/);
  });

  it('reads are public on avatars', async () => {
    const { authorizer } = setup();
    expect(await authorizer.authorize(request({ caller: { kind: 'anonymous' } }))).toBeNull();
  });

  it('firestore.get() reads Firestore across services', async () => {
    const { authorizer, fetched } = setup({
      '/databases/(default)/documents/teams/t1': doc('teams/t1', { members: ['alice'] }),
    });
    expect(await authorizer.authorize(request({ path: 'teams/t1/docs/a.pdf' }))).toBeNull();
    expect(fetched).toEqual(['/databases/(default)/documents/teams/t1']);
    expect(
      await authorizer.authorize(request({ path: 'teams/t1/docs/a.pdf', caller: user('bob').caller })),
    ).toMatch(/^false/);
    expect(await authorizer.authorize(request({ path: 'teams/t2/x' }))).toMatch(/Null value error/);
  });

  it('firestore.exists() is true only for existing documents', async () => {
    const { authorizer } = setup({ '/databases/(default)/documents/flags/on': doc('flags/on', {}) });
    expect(await authorizer.authorize(request({ path: 'flags/on' }))).toBeNull();
    expect(await authorizer.authorize(request({ path: 'flags/off' }))).toMatch(/^false/);
  });

  it('binds the bucket and request.path', async () => {
    const { authorizer } = setup();
    expect(await authorizer.authorize(request({ path: 'bucketcheck/f' }))).toBeNull();
    expect(await authorizer.authorize(request({ path: 'bucketcheck/f', bucket: 'other' }))).toMatch(/^false/);
  });

  it('list applies to the objects under the prefix', async () => {
    const { authorizer } = setup();
    expect(await authorizer.authorize(request({ method: 'list', path: 'list' }))).toBeNull();
    expect(
      await authorizer.authorize(request({ method: 'list', path: 'list', caller: { kind: 'anonymous' } })),
    ).toMatch(/^false for 'list'/);
  });

  it('recursive wildcards bind the object path', async () => {
    const { authorizer } = setup();
    expect(await authorizer.authorize(request({ path: 'everything/a/b/c' }))).toBeNull();
    expect(await authorizer.authorize(request({ path: 'everything/a/b' }))).toMatch(/^false/);
  });

  it('denies paths no rule matches, and allows all without rules or as owner', async () => {
    const { authorizer } = setup();
    expect(await authorizer.authorize(request({ path: 'nowhere/x' }))).toMatch(
      /^Missing or insufficient permissions/,
    );
    expect(await authorizer.authorize(request({ path: 'nowhere/x', caller: { kind: 'owner' } }))).toBeNull();
    const open = createStorageAuthorizer(() => null, { get: () => Promise.resolve(null) });
    expect(await open.authorize(request({ path: 'nowhere/x' }))).toBeNull();
  });
});
