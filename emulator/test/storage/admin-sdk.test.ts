import { randomUUID } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import type { Bucket } from '@google-cloud/storage';
import {
  getBytes,
  getDownloadURL,
  getMetadata,
  ref,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET, PROJECT_ID, patternBytes, recordingAuthorizer, useStorage } from './harness.ts';

const env = useStorage();
let adminApp: App;
let bucket: Bucket;
let web: FirebaseStorage;

beforeAll(async () => {
  // The Admin SDK reads the emulator address when its Storage client is created: set it first.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${env.server.host}:${env.server.port}`;
  delete process.env.STORAGE_EMULATOR_HOST;
  const { initializeApp } = await import('firebase-admin/app');
  const { getStorage } = await import('firebase-admin/storage');
  adminApp = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, randomUUID());
  bucket = getStorage(adminApp).bucket();
  web = env.client('owner');
});
afterAll(async () => {
  const { deleteApp } = await import('firebase-admin/app');
  await deleteApp(adminApp);
});

describe('Admin SDK (GCS JSON API)', () => {
  it('save (multipart) then download, with hash validation', async () => {
    const file = bucket.file('admin/simple.txt');
    await file.save('simple upload', {
      resumable: false,
      contentType: 'text/plain',
      metadata: { metadata: { a: '1' } },
    });
    const [contents] = await file.download();
    expect(contents.toString()).toBe('simple upload');
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'admin/simple.txt',
      bucket: BUCKET,
      contentType: 'text/plain',
      size: '13',
    });
    expect(metadata.metadata).toEqual({ a: '1' });
  });

  it('save (resumable) of a multi-megabyte buffer', async () => {
    const bytes = Buffer.from(patternBytes(3 * 1024 * 1024 + 17));
    const file = bucket.file('admin/resumable.bin');
    await file.save(bytes, { resumable: true, contentType: 'application/octet-stream' });
    const [contents] = await file.download();
    expect(Buffer.compare(contents, bytes)).toBe(0);
  });

  it('save (resumable) in several chunks', async () => {
    const bytes = Buffer.from(patternBytes(600 * 1024));
    const file = bucket.file('admin/chunked.bin');
    await file.save(bytes, { resumable: true, chunkSize: 256 * 1024 });
    const [contents] = await file.download();
    expect(Buffer.compare(contents, bytes)).toBe(0);
  });

  it('downloads a byte range', async () => {
    await bucket.file('admin/range.bin').save(Buffer.from(patternBytes(1000)), { resumable: false });
    const [slice] = await bucket.file('admin/range.bin').download({ start: 10, end: 19 });
    expect(slice).toEqual(Buffer.from(patternBytes(1000).subarray(10, 20)));
  });

  it('exists, setMetadata and delete', async () => {
    const file = bucket.file('admin/meta.txt');
    expect((await file.exists())[0]).toBe(false);
    await file.save('x', { resumable: false });
    expect((await file.exists())[0]).toBe(true);
    const [updated] = await file.setMetadata({ contentType: 'text/csv', metadata: { owner: 'ops' } });
    expect(updated).toMatchObject({
      contentType: 'text/csv',
      metadata: { owner: 'ops' },
      metageneration: '2',
    });
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    await expect(file.delete()).rejects.toMatchObject({ code: 404 });
    await expect(file.download()).rejects.toMatchObject({ code: 404 });
  });

  it('getFiles with prefix, delimiter and pagination', async () => {
    for (const name of ['p/a.txt', 'p/b.txt', 'p/sub/c.txt', 'q/d.txt']) {
      await bucket.file(name).save(name, { resumable: false });
    }
    const [all] = await bucket.getFiles();
    expect(all.map((file) => file.name)).toEqual(['p/a.txt', 'p/b.txt', 'p/sub/c.txt', 'q/d.txt']);
    const [, , response] = await bucket.getFiles({ prefix: 'p/', delimiter: '/', autoPaginate: false });
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['p/sub/']);
    const [shallow] = await bucket.getFiles({ prefix: 'p/', delimiter: '/' });
    expect(shallow.map((file) => file.name)).toEqual(['p/a.txt', 'p/b.txt']);
    // Manual paging, as a client without autoPaginate walks the pageToken chain.
    const [firstPage, nextQuery] = await bucket.getFiles({ maxResults: 3, autoPaginate: false });
    expect(firstPage.map((file) => file.name)).toEqual(['p/a.txt', 'p/b.txt', 'p/sub/c.txt']);
    const [secondPage, last] = await bucket.getFiles({ ...(nextQuery as object), autoPaginate: false });
    expect(secondPage.map((file) => file.name)).toEqual(['q/d.txt']);
    expect(last).toBeNull();
  });

  it('ignores storage.rules (admin access)', async () => {
    env.server.setAuthorizer(recordingAuthorizer(() => 'Permission denied.'));
    try {
      await bucket.file('admin/ruled.txt').save('ok', { resumable: false });
      expect((await bucket.file('admin/ruled.txt').download())[0].toString()).toBe('ok');
    } finally {
      env.server.setAuthorizer(recordingAuthorizer(() => null));
    }
  });
});

describe('Admin SDK preconditions and copies', () => {
  it('ifGenerationMatch: 0 creates only when absent (multipart and resumable)', async () => {
    const file = bucket.file('pre/once.txt');
    await file.save('first', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    await expect(
      file.save('second', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject({ code: 412 });
    await expect(
      file.save('third', { resumable: true, preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject({ code: 412 });
    expect((await file.download())[0].toString()).toBe('first');
  });

  it('metageneration preconditions guard setMetadata and delete', async () => {
    const file = bucket.file('pre/meta.txt');
    await file.save('x', { resumable: false });
    await expect(
      file.setMetadata({ contentType: 'a/b' }, { ifMetagenerationMatch: 5 }),
    ).rejects.toMatchObject({
      code: 412,
    });
    await file.setMetadata({ contentType: 'a/b' }, { ifMetagenerationMatch: 1 });
    await expect(file.delete({ ifMetagenerationMatch: 1 })).rejects.toMatchObject({ code: 412 });
    await file.delete({ ifMetagenerationMatch: 2 });
  });

  it('copy and move keep bytes and metadata', async () => {
    await bucket.file('copy/src.txt').save('copied', {
      resumable: false,
      contentType: 'text/plain',
      metadata: { metadata: { origin: 'src' } },
    });
    await bucket.file('copy/src.txt').copy(bucket.file('copy/dst.txt'));
    const [copied] = await bucket.file('copy/dst.txt').getMetadata();
    expect(copied).toMatchObject({ contentType: 'text/plain', metadata: { origin: 'src' }, size: '6' });
    await bucket.file('copy/dst.txt').move('copy/moved.txt');
    expect((await bucket.file('copy/dst.txt').exists())[0]).toBe(false);
    expect((await bucket.file('copy/moved.txt').download())[0].toString()).toBe('copied');
  });
});

describe('one store behind both APIs', () => {
  it('objects uploaded by the Admin SDK are readable by the web SDK, with a minted download token', async () => {
    await bucket
      .file('shared/from-admin.txt')
      .save('from admin', { resumable: false, contentType: 'text/plain' });
    expect((await getMetadata(ref(web, 'shared/from-admin.txt'))).contentType).toBe('text/plain');
    const url = await getDownloadURL(ref(web, 'shared/from-admin.txt'));
    expect(await (await fetch(url)).text()).toBe('from admin');
    const [metadata] = await bucket.file('shared/from-admin.txt').getMetadata();
    expect(metadata.metadata?.firebaseStorageDownloadTokens).toBe(new URL(url).searchParams.get('token'));
  });

  it('objects uploaded by the web SDK are readable by the Admin SDK', async () => {
    await uploadString(ref(web, 'shared/from-web.txt'), 'from web');
    expect((await bucket.file('shared/from-web.txt').download())[0].toString()).toBe('from web');
    const [metadata] = await bucket.file('shared/from-web.txt').getMetadata();
    expect(metadata.metadata?.firebaseStorageDownloadTokens).toMatch(/^[0-9a-f-]{36}$/);
    expect(Buffer.from(await getBytes(ref(web, 'shared/from-web.txt'))).toString()).toBe('from web');
  });

  it('the Admin SDK getDownloadURL works against the emulator', async () => {
    const { getDownloadURL: adminDownloadUrl } = await import('firebase-admin/storage');
    await uploadString(ref(web, 'shared/url.txt'), 'via admin url');
    const url = await adminDownloadUrl(bucket.file('shared/url.txt'));
    expect(await (await fetch(url)).text()).toBe('via admin url');
  });
});
