import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StorageServer } from '../../src/storage/index.ts';
import { BUCKET, baseUrl, patternBytes, sameBytes, startStorage } from './harness.ts';

// Wire-level checks of what the SDKs rely on but do not expose directly (headers, status codes).
let server: StorageServer;
let objects: string;

beforeAll(async () => {
  server = await startStorage();
  objects = `${baseUrl(server)}/v0/b/${BUCKET}/o`;
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  server.store.reset();
});

async function mediaUpload(
  name: string,
  body: Uint8Array | string,
  contentType = 'application/octet-stream',
) {
  const response = await fetch(`${objects}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('v0 wire protocol', () => {
  it('media upload answers with the Firebase metadata JSON', async () => {
    const { status, json } = await mediaUpload('raw/one.txt', 'abc', 'text/plain');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      name: 'raw/one.txt',
      bucket: BUCKET,
      contentType: 'text/plain',
      size: '3',
      metageneration: '1',
      storageClass: 'STANDARD',
      contentEncoding: 'identity',
      md5Hash: 'kAFQmDzST7DWlj99KOF/cg==',
      crc32c: 'Nks/tw==', // CRC-32C("abc") = 0x364B3FB7
    });
    expect(json.downloadTokens).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof json.generation).toBe('string');
  });

  it('Range downloads answer 206 with Content-Range, and 416 when unsatisfiable', async () => {
    await mediaUpload('raw/range.bin', patternBytes(100));
    const partial = await fetch(`${objects}/raw%2Frange.bin?alt=media`, {
      headers: { Range: 'bytes=10-19' },
    });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 10-19/100');
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(Buffer.from(patternBytes(100).subarray(10, 20)));
    const suffix = await fetch(`${objects}/raw%2Frange.bin?alt=media`, { headers: { Range: 'bytes=-5' } });
    expect(suffix.headers.get('content-range')).toBe('bytes 95-99/100');
    const beyond = await fetch(`${objects}/raw%2Frange.bin?alt=media`, { headers: { Range: 'bytes=200-' } });
    expect(beyond.status).toBe(416);
  });

  it('list rejects a prefix that does not end with /', async () => {
    const response = await fetch(`${objects}?prefix=raw&delimiter=/`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(400);
  });

  it('PUT with X-HTTP-Method-Override: PATCH updates metadata', async () => {
    await mediaUpload('raw/override.txt', 'x');
    const response = await fetch(`${objects}/raw%2Foverride.txt`, {
      method: 'PUT',
      headers: { 'X-HTTP-Method-Override': 'PATCH', 'Content-Type': 'application/json' },
      body: JSON.stringify({ contentType: 'text/csv', metadata: { k: 'v' } }),
    });
    expect(await response.json()).toMatchObject({
      contentType: 'text/csv',
      metadata: { k: 'v' },
      metageneration: '2',
    });
  });

  it('delete answers 204, then 404', async () => {
    await mediaUpload('raw/gone.txt', 'x');
    expect((await fetch(`${objects}/raw%2Fgone.txt`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${objects}/raw%2Fgone.txt`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('v0 resumable protocol', () => {
  async function start(name: string, size: number): Promise<string> {
    const response = await fetch(`${objects}?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: {
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': String(size),
        'X-Goog-Upload-Header-Content-Type': 'application/x-parts',
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ name, metadata: { part: 'yes' } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-goog-upload-status')).toBe('active');
    const url = response.headers.get('x-goog-upload-url') ?? '';
    expect(url.startsWith(`${baseUrl(server)}/v0/b/`)).toBe(true);
    return url;
  }

  function send(url: string, command: string, offset: number, body?: Uint8Array) {
    return fetch(url, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': command, 'X-Goog-Upload-Offset': String(offset) },
      ...(body && { body }),
    });
  }

  it('start, upload, query, upload+finalize; a retried finalize gets the same answer', async () => {
    const bytes = patternBytes(1000);
    const url = await start('parts/file.bin', bytes.length);
    const first = await send(url, 'upload', 0, bytes.subarray(0, 600));
    expect(first.headers.get('x-goog-upload-status')).toBe('active');
    const query = await send(url, 'query', 0);
    expect(query.headers.get('x-goog-upload-size-received')).toBe('600');
    const last = await send(url, 'upload, finalize', 600, bytes.subarray(600));
    expect(last.headers.get('x-goog-upload-status')).toBe('final');
    const metadata = (await last.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      size: '1000',
      contentType: 'application/x-parts',
      metadata: { part: 'yes' },
    });
    const retried = await send(url, 'finalize', 1000);
    expect(await retried.json()).toEqual(metadata);
    expect((await send(url, 'query', 0)).headers.get('x-goog-upload-status')).toBe('final');
  });

  it('a resent chunk (offset behind) is not stored twice', async () => {
    const bytes = patternBytes(300);
    const url = await start('parts/resent.bin', bytes.length);
    await send(url, 'upload', 0, bytes.subarray(0, 200));
    await send(url, 'upload', 100, bytes.subarray(100, 200));
    const done = await send(url, 'upload, finalize', 200, bytes.subarray(200));
    expect(((await done.json()) as { size: string }).size).toBe('300');
    expect(sameBytes(server.store.get(BUCKET, 'parts/resent.bin')?.bytes, bytes)).toBe(true);
  });

  it('cancel stops the upload', async () => {
    const url = await start('parts/cancel.bin', 10);
    expect((await send(url, 'cancel', 0)).status).toBe(200);
    expect((await send(url, 'upload, finalize', 0, patternBytes(10))).status).toBe(400);
    expect(server.store.get(BUCKET, 'parts/cancel.bin')).toBeUndefined();
    expect((await send(`${objects}?upload_id=unknown`, 'query', 0)).status).toBe(404);
  });
});

describe('emulator endpoints and CORS', () => {
  it('GET / and GET /v0/ identify the emulator', async () => {
    expect(await (await fetch(`${baseUrl(server)}/`)).text()).toBe('Ok');
    expect(await (await fetch(`${baseUrl(server)}/v0/`)).json()).toMatchObject({ emulator: 'storage' });
  });

  it('answers preflights and exposes the upload headers to browsers', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await fetch(objects, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-upload-command',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,x-goog-upload-command');
    const list = await fetch(`${objects}?prefix=`, { headers: { Origin: origin } });
    expect(list.headers.get('access-control-allow-origin')).toBe(origin);
    expect(list.headers.get('access-control-expose-headers')).toContain('X-Goog-Upload-URL');
  });

  it('unknown paths answer 501', async () => {
    expect((await fetch(`${baseUrl(server)}/nothing`, { method: 'POST' })).status).toBe(501);
  });
});
