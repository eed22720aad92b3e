import { createHash } from 'node:crypto';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStream,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
  type UploadTaskSnapshot,
} from 'firebase/storage';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUCKET, patternBytes, sameBytes, useStorage } from './harness.ts';

const env = useStorage();
let storage: FirebaseStorage;

beforeAll(() => {
  storage = env.client();
});

async function expectStorageError(promise: Promise<unknown>, code: string): Promise<void> {
  await expect(promise).rejects.toMatchObject({ code });
}

describe('uploads (web SDK)', () => {
  it('uploadBytes stores bytes and returns full metadata', async () => {
    const bytes = new TextEncoder().encode('hello storage');
    const result = await uploadBytes(ref(storage, 'docs/hello.txt'), bytes, { contentType: 'text/plain' });
    expect(result.metadata).toMatchObject({
      bucket: BUCKET,
      fullPath: 'docs/hello.txt',
      name: 'hello.txt',
      size: bytes.length,
      contentType: 'text/plain',
      metageneration: '1',
    });
    expect(result.metadata.md5Hash).toBe(createHash('md5').update(bytes).digest('base64'));
    const stored = env.server.store.get(BUCKET, 'docs/hello.txt');
    expect(stored?.bytes.toString()).toBe('hello storage');
    expect(result.metadata.md5Hash).toBe(stored?.md5Hash);
  });

  it('uploadString handles raw, base64 and data_url formats', async () => {
    await uploadString(ref(storage, 's/raw.txt'), 'raw text');
    await uploadString(ref(storage, 's/b64.bin'), Buffer.from('base64 text').toString('base64'), 'base64');
    const dataUrl = await uploadString(
      ref(storage, 's/data.json'),
      'data:application/json;base64,eyJhIjoxfQ==',
      'data_url',
    );
    expect(dataUrl.metadata.contentType).toBe('application/json');
    expect(Buffer.from(await getBytes(ref(storage, 's/raw.txt'))).toString()).toBe('raw text');
    expect(Buffer.from(await getBytes(ref(storage, 's/b64.bin'))).toString()).toBe('base64 text');
    expect(Buffer.from(await getBytes(ref(storage, 's/data.json'))).toString()).toBe('{"a":1}');
  });

  it('keeps custom metadata and standard headers given at upload', async () => {
    await uploadBytes(ref(storage, 'meta/a.png'), patternBytes(10), {
      contentType: 'image/png',
      cacheControl: 'public, max-age=60',
      contentLanguage: 'en',
      customMetadata: { owner: 'alice', purpose: 'avatar' },
    });
    const metadata = await getMetadata(ref(storage, 'meta/a.png'));
    expect(metadata).toMatchObject({
      contentType: 'image/png',
      cacheControl: 'public, max-age=60',
      contentLanguage: 'en',
      customMetadata: { owner: 'alice', purpose: 'avatar' },
      size: 10,
    });
  });

  it('overwriting an object creates a new generation', async () => {
    const first = await uploadString(ref(storage, 'gen/x'), 'one');
    const second = await uploadString(ref(storage, 'gen/x'), 'two!');
    expect(BigInt(second.metadata.generation)).toBeGreaterThan(BigInt(first.metadata.generation));
    expect(second.metadata.size).toBe(4);
    expect(Buffer.from(await getBytes(ref(storage, 'gen/x'))).toString()).toBe('two!');
  });

  it('uploadBytesResumable sends a >5 MB buffer in chunks with progress events', async () => {
    const bytes = patternBytes(5 * 1024 * 1024 + 12345);
    const task = uploadBytesResumable(ref(storage, 'big/blob.bin'), bytes, {
      contentType: 'application/x-test',
    });
    const progress: UploadTaskSnapshot[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot));
    const done = await task;
    expect(done.metadata.size).toBe(bytes.length);
    expect(done.metadata.contentType).toBe('application/x-test');
    const transferred = progress.map((snapshot) => snapshot.bytesTransferred);
    expect(new Set(transferred).size).toBeGreaterThan(2);
    expect(transferred.at(-1)).toBe(bytes.length);
    expect([...transferred].sort((a, b) => a - b)).toEqual(transferred);
    expect(
      Buffer.compare(Buffer.from(await getBytes(ref(storage, 'big/blob.bin'))), Buffer.from(bytes)),
    ).toBe(0);
  });

  it('a cancelled resumable upload stores nothing', async () => {
    const task = uploadBytesResumable(ref(storage, 'big/cancelled.bin'), patternBytes(3 * 1024 * 1024));
    task.on('state_changed', (snapshot) => {
      if (snapshot.bytesTransferred > 0) task.cancel();
    });
    await expectStorageError(Promise.resolve(task), 'storage/canceled');
    expect(env.server.store.get(BUCKET, 'big/cancelled.bin')).toBeUndefined();
  });
});

describe('downloads (web SDK)', () => {
  it('getDownloadURL returns a token URL that plain fetch can read', async () => {
    await uploadString(ref(storage, 'public/page.html'), '<h1>hi</h1>', 'raw', { contentType: 'text/html' });
    const url = await getDownloadURL(ref(storage, 'public/page.html'));
    expect(url).toMatch(/\/v0\/b\/.+\/o\/public%2Fpage\.html\?alt=media&token=/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe('<h1>hi</h1>');
  });

  it('getBytes with a size limit uses a range request', async () => {
    await uploadBytes(ref(storage, 'range/data.bin'), patternBytes(1000));
    const head = await getBytes(ref(storage, 'range/data.bin'), 100);
    expect(Buffer.from(head)).toEqual(Buffer.from(patternBytes(1000).subarray(0, 100)));
  });

  it('getStream streams the object in Node', async () => {
    await uploadBytes(ref(storage, 'stream/data.bin'), patternBytes(70_000));
    const chunks: Buffer[] = [];
    for await (const chunk of getStream(ref(storage, 'stream/data.bin')))
      chunks.push(Buffer.from(chunk as Uint8Array));
    expect(sameBytes(Buffer.concat(chunks), patternBytes(70_000))).toBe(true);
  });

  it('missing objects reject with storage/object-not-found', async () => {
    await expectStorageError(getMetadata(ref(storage, 'nope.txt')), 'storage/object-not-found');
    await expectStorageError(getBytes(ref(storage, 'nope.txt')), 'storage/object-not-found');
    await expectStorageError(getDownloadURL(ref(storage, 'nope.txt')), 'storage/object-not-found');
  });
});

describe('metadata updates (web SDK)', () => {
  it('updateMetadata merges custom metadata and null removes a key', async () => {
    await uploadString(ref(storage, 'm/file.txt'), 'x', 'raw', { customMetadata: { keep: '1', drop: '2' } });
    const updated = await updateMetadata(ref(storage, 'm/file.txt'), {
      contentType: 'text/markdown',
      customMetadata: { drop: null as unknown as string, added: '3' },
    });
    expect(updated.customMetadata).toEqual({ keep: '1', added: '3' });
    expect(updated.contentType).toBe('text/markdown');
    expect(updated.metageneration).toBe('2');
  });

  it('updateMetadata with null clears standard fields', async () => {
    await uploadString(ref(storage, 'm/cache.txt'), 'x', 'raw', {
      cacheControl: 'no-cache',
      contentLanguage: 'fr',
    });
    const updated = await updateMetadata(ref(storage, 'm/cache.txt'), {
      cacheControl: null as unknown as string,
    });
    expect(updated.cacheControl).toBeUndefined();
    expect(updated.contentLanguage).toBe('fr');
  });

  it('updateMetadata of a missing object is object-not-found', async () => {
    await expectStorageError(
      updateMetadata(ref(storage, 'm/missing'), { contentType: 'a/b' }),
      'storage/object-not-found',
    );
  });
});

describe('list and delete (web SDK)', () => {
  beforeEach(async () => {
    await Promise.all(
      ['a.txt', 'b.txt', 'dir1/c.txt', 'dir1/sub/d.txt', 'dir2/e.txt', 'f.txt'].map((path) =>
        uploadString(ref(storage, `tree/${path}`), path),
      ),
    );
  });

  it('listAll returns items and folder prefixes one level deep', async () => {
    const result = await listAll(ref(storage, 'tree'));
    expect(result.items.map((item) => item.fullPath)).toEqual(['tree/a.txt', 'tree/b.txt', 'tree/f.txt']);
    expect(result.prefixes.map((prefix) => prefix.fullPath)).toEqual(['tree/dir1', 'tree/dir2']);
    const nested = await listAll(ref(storage, 'tree/dir1'));
    expect(nested.items.map((item) => item.name)).toEqual(['c.txt']);
    expect(nested.prefixes.map((prefix) => prefix.name)).toEqual(['sub']);
  });

  it('list pages with maxResults and pageToken', async () => {
    const first = await list(ref(storage, 'tree'), { maxResults: 2 });
    expect(first.items.map((item) => item.name)).toEqual(['a.txt', 'b.txt']);
    expect(first.nextPageToken).toBeTruthy();
    const second = await list(ref(storage, 'tree'), { maxResults: 2, pageToken: first.nextPageToken ?? '' });
    expect(second.prefixes.map((prefix) => prefix.name)).toEqual(['dir1', 'dir2']);
    const third = await list(ref(storage, 'tree'), { maxResults: 2, pageToken: second.nextPageToken ?? '' });
    expect(third.items.map((item) => item.name)).toEqual(['f.txt']);
    expect(third.nextPageToken).toBeUndefined();
  });

  it('lists the bucket root', async () => {
    const result = await listAll(ref(storage));
    expect(result.prefixes.map((prefix) => prefix.fullPath)).toEqual(['tree']);
    expect(result.items).toEqual([]);
  });

  it('deleteObject removes the object; deleting again is object-not-found', async () => {
    await deleteObject(ref(storage, 'tree/a.txt'));
    await expectStorageError(getMetadata(ref(storage, 'tree/a.txt')), 'storage/object-not-found');
    await expectStorageError(deleteObject(ref(storage, 'tree/a.txt')), 'storage/object-not-found');
    const result = await listAll(ref(storage, 'tree'));
    expect(result.items.map((item) => item.name)).toEqual(['b.txt', 'f.txt']);
  });
});
