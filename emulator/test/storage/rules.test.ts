import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StorageRequest } from '../../src/storage/authorizer.ts';
import { allowAllStorage } from '../../src/storage/index.ts';
import { BUCKET, baseUrl, patternBytes, recordingAuthorizer, useStorage } from './harness.ts';

const env = useStorage();
let owner: FirebaseStorage;
let alice: FirebaseStorage;
let anonymous: FirebaseStorage;

const DENY = 'Permission denied. No rule allows this request.';

beforeAll(() => {
  owner = env.client('owner');
  alice = env.client({ sub: 'alice', user_id: 'alice', email: 'alice@example.com' });
  anonymous = env.client();
});
beforeEach(() => {
  env.server.setAuthorizer(allowAllStorage);
});

async function expectUnauthorized(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toMatchObject({ code: 'storage/unauthorized' });
}

describe('a denying authorizer', () => {
  beforeEach(async () => {
    await uploadString(ref(owner, 'secret/file.txt'), 'classified');
    env.server.setAuthorizer(recordingAuthorizer(() => DENY));
  });

  it('turns every web SDK operation into storage/unauthorized', async () => {
    await expectUnauthorized(uploadString(ref(alice, 'secret/new.txt'), 'x'));
    await expectUnauthorized(getMetadata(ref(alice, 'secret/file.txt')));
    await expectUnauthorized(getBytes(ref(alice, 'secret/file.txt')));
    await expectUnauthorized(getDownloadURL(ref(alice, 'secret/file.txt')));
    await expectUnauthorized(updateMetadata(ref(alice, 'secret/file.txt'), { contentType: 'a/b' }));
    await expectUnauthorized(deleteObject(ref(alice, 'secret/file.txt')));
    await expectUnauthorized(listAll(ref(anonymous, 'secret')));
    expect(env.server.store.get(BUCKET, 'secret/file.txt')?.bytes.toString()).toBe('classified');
  });

  it('answers 403 with the authorizer message in Google error JSON', async () => {
    const response = await fetch(`${baseUrl(env.server)}/v0/b/${BUCKET}/o/secret%2Ffile.txt`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 403, message: DENY } });
  });

  it('denies missing objects too, rather than revealing they do not exist', async () => {
    await expectUnauthorized(getMetadata(ref(alice, 'secret/missing.txt')));
  });

  it('is bypassed by the owner token (Firebase owner)', async () => {
    await uploadString(ref(owner, 'secret/admin.txt'), 'by owner');
    expect((await getMetadata(ref(owner, 'secret/admin.txt'))).size).toBe(8);
    expect((await listAll(ref(owner, 'secret'))).items).toHaveLength(2);
    await deleteObject(ref(owner, 'secret/admin.txt'));
  });

  it('is skipped for downloads that carry a valid download token', async () => {
    env.server.setAuthorizer(allowAllStorage);
    const url = await getDownloadURL(ref(owner, 'secret/file.txt'));
    env.server.setAuthorizer(recordingAuthorizer(() => DENY));
    expect(await (await fetch(url)).text()).toBe('classified');
    const forged = url.replace(/token=[^&]+/, 'token=not-a-token');
    expect((await fetch(forged)).status).toBe(403);
  });

  it('a throwing authorizer denies', async () => {
    env.server.setAuthorizer({ authorize: () => Promise.reject(new Error('rules exploded')) });
    const response = await fetch(`${baseUrl(env.server)}/v0/b/${BUCKET}/o/secret%2Ffile.txt`);
    expect(response.status).toBe(403);
    expect(JSON.stringify(await response.json())).toContain('rules exploded');
  });
});

/** A stand-in for storage.rules: images under 1 KiB may be created; everything else is allowed. */
function imageRules(request: StorageRequest): string | null {
  if (request.method !== 'create') return null;
  const candidate = request.requestResource;
  if (!candidate) return 'Permission denied. No request.resource.';
  if (candidate.size >= 1024) return 'Permission denied. File too large.';
  if (!candidate.contentType?.startsWith('image/')) return 'Permission denied. Not an image.';
  return null;
}

describe('an authorizer inspecting request.resource', () => {
  beforeEach(() => {
    env.server.setAuthorizer(recordingAuthorizer(imageRules));
  });

  it('allows small images', async () => {
    const result = await uploadBytes(ref(alice, 'avatars/alice.png'), patternBytes(512), {
      contentType: 'image/png',
    });
    expect(result.metadata.size).toBe(512);
  });

  it('denies large files and wrong content types', async () => {
    await expectUnauthorized(
      uploadBytes(ref(alice, 'avatars/big.png'), patternBytes(2048), { contentType: 'image/png' }),
    );
    await expectUnauthorized(
      uploadBytes(ref(alice, 'avatars/a.txt'), patternBytes(10), { contentType: 'text/plain' }),
    );
    expect(env.server.store.get(BUCKET, 'avatars/big.png')).toBeUndefined();
  });

  it('denies a resumable upload at finalize', async () => {
    const task = uploadBytesResumable(ref(alice, 'avatars/huge.png'), patternBytes(600 * 1024), {
      contentType: 'image/png',
    });
    await expectUnauthorized(Promise.resolve(task));
    expect(env.server.store.get(BUCKET, 'avatars/huge.png')).toBeUndefined();
  });
});

describe('what the authorizer is asked', () => {
  it('passes method, path, caller, resource and request.resource per operation', async () => {
    const authorizer = recordingAuthorizer(() => null);
    env.server.setAuthorizer(authorizer);
    const target = ref(alice, 'users/alice/photo.jpg');
    await uploadBytes(target, patternBytes(5), { contentType: 'image/jpeg', customMetadata: { v: '1' } });
    await uploadBytes(target, patternBytes(6), { contentType: 'image/jpeg' });
    await getMetadata(target);
    await updateMetadata(target, { customMetadata: { v: '2' } });
    await listAll(ref(alice, 'users/alice'));
    await deleteObject(target);

    const asked = authorizer.requests.map((request) => ({
      method: request.method,
      path: request.path,
      resourceSize: request.resource?.size ?? null,
      requestSize: request.requestResource?.size ?? null,
    }));
    expect(asked).toEqual([
      { method: 'create', path: 'users/alice/photo.jpg', resourceSize: null, requestSize: 5 },
      { method: 'create', path: 'users/alice/photo.jpg', resourceSize: 5, requestSize: 6 },
      { method: 'get', path: 'users/alice/photo.jpg', resourceSize: 6, requestSize: null },
      { method: 'update', path: 'users/alice/photo.jpg', resourceSize: 6, requestSize: 6 },
      { method: 'list', path: 'users/alice', resourceSize: null, requestSize: null },
      { method: 'delete', path: 'users/alice/photo.jpg', resourceSize: 6, requestSize: null },
    ]);
    const [firstUpload, , , update] = authorizer.requests;
    expect(firstUpload?.caller).toMatchObject({
      kind: 'user',
      uid: 'alice',
      token: { email: 'alice@example.com' },
    });
    expect(firstUpload?.bucket).toBe(BUCKET);
    expect(firstUpload?.requestResource).toMatchObject({ contentType: 'image/jpeg', metadata: { v: '1' } });
    expect(update?.resource?.metadata).toEqual({});
    expect(update?.requestResource?.metadata).toEqual({ v: '2' });
  });

  it('reports anonymous callers and never asks about owners', async () => {
    const authorizer = recordingAuthorizer(() => null);
    env.server.setAuthorizer(authorizer);
    await uploadString(ref(anonymous, 'open/a.txt'), 'a');
    await uploadString(ref(owner, 'open/b.txt'), 'b');
    expect(authorizer.requests.map((request) => request.caller)).toEqual([{ kind: 'anonymous' }]);
  });
});

describe('download token management', () => {
  it('create_token and delete_token are owner-only', async () => {
    await uploadString(ref(owner, 'tokens/file.txt'), 'x');
    const objectUrl = `${baseUrl(env.server)}/v0/b/${BUCKET}/o/tokens%2Ffile.txt`;
    const denied = await fetch(`${objectUrl}?create_token=true`, { method: 'POST' });
    expect(denied.status).toBe(403);

    const created = await fetch(`${objectUrl}?create_token=true`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner' },
    });
    const tokens = ((await created.json()) as { downloadTokens: string }).downloadTokens.split(',');
    expect(tokens).toHaveLength(2);

    const deleted = await fetch(`${objectUrl}?delete_token=${tokens[0] ?? ''}`, {
      method: 'POST',
      headers: { Authorization: 'Firebase owner' },
    });
    expect(((await deleted.json()) as { downloadTokens: string }).downloadTokens).toBe(tokens[1]);
  });
});
