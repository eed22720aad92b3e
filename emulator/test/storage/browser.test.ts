import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageServer } from '../../src/storage/index.ts';
import { bundlePage, closePageServer, launchChromium, servePage } from '../helpers/browser-page.ts';
import { BUCKET, PROJECT_ID, startStorage } from './harness.ts';
import type { PageOutcome, StoragePage } from './page/storage-page.ts';

// The web SDK in headless Chromium, served from another origin than the emulator, so every request is
// cross-origin: this is where CORS (credentialed, exposed X-Goog-Upload-* headers) and getBlob are proven.
let server: StorageServer;
let pageServer: Server;
let browser: Browser;
let page: Page;

async function call<M extends keyof StoragePage>(
  method: M,
  ...args: Parameters<StoragePage[M]>
): Promise<PageOutcome> {
  return page.evaluate(
    ([name, params]) =>
      (
        globalThis as unknown as { storagePage: { call(m: string, a: unknown[]): Promise<PageOutcome> } }
      ).storagePage.call(name, params),
    [method, args] as [string, unknown[]],
  );
}

async function value<M extends keyof StoragePage>(
  method: M,
  ...args: Parameters<StoragePage[M]>
): Promise<unknown> {
  const outcome = await call(method, ...args);
  if (!outcome.ok) throw new Error(`${method} failed: ${outcome.code} ${outcome.message}`);
  return outcome.value;
}

beforeAll(async () => {
  server = await startStorage();
  const served = await servePage(await bundlePage(new URL('./page/storage-page.ts', import.meta.url)));
  pageServer = served.server;
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  await page.goto(served.url);
  await page.waitForFunction(() => 'storagePage' in globalThis);
  await value('init', { host: server.host, port: server.port, projectId: PROJECT_ID, bucket: BUCKET });
});
afterAll(async () => {
  await browser.close();
  await closePageServer(pageServer);
  await server.stop();
});

describe('web SDK in a browser (cross-origin)', () => {
  it('uploads (multipart), reads back with getBlob and a download URL', async () => {
    expect(await value('uploadText', 'web/hello.txt', 'hello browser', 'text/plain')).toEqual({
      size: 13,
      contentType: 'text/plain',
    });
    expect(await value('blobText', 'web/hello.txt')).toEqual({
      type: 'text/plain',
      size: 13,
      text: 'hello browser',
    });
    expect(await value('fetchDownloadUrl', 'web/hello.txt')).toEqual({ status: 200, text: 'hello browser' });
  });

  it('runs a resumable upload over 5 MB in chunks and downloads the same bytes', async () => {
    // Over 5 MB the SDK sends several growing chunks, each needing the exposed X-Goog-Upload-* headers.
    const size = 6 * 1024 * 1024 + 3;
    const upload = (await value('uploadResumable', 'web/big.bin', size)) as { size: number; events: number };
    expect(upload.size).toBe(size);
    expect(upload.events).toBeGreaterThan(1);
    expect(await value('blobText', 'web/big.bin')).toMatchObject({ size });
    expect(await value('blobDigest', 'web/big.bin')).toBe(await value('expectedDigest', size));
  });

  it('lists, updates metadata and deletes', async () => {
    await value('uploadText', 'web/dir/a.txt', 'a', 'text/plain');
    expect(await value('listNames', 'web')).toEqual({ items: ['big.bin', 'hello.txt'], prefixes: ['dir'] });
    expect(await value('setCustom', 'web/hello.txt', { k: 'v' })).toEqual({ k: 'v' });
    expect(await value('remove', 'web/hello.txt')).toBe(true);
    expect(await call('blobText', 'web/hello.txt')).toMatchObject({
      ok: false,
      code: 'storage/object-not-found',
    });
  });
});
