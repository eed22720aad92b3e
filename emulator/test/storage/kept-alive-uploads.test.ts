import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from 'firebase-admin/app';
import type { Bucket } from '@google-cloud/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCode, projectDir, startCli } from '../helpers/cli-process.ts';
import { patternBytes } from './harness.ts';

// A Node server with the default `keepAliveTimeout` (5 s, announced as `Keep-Alive: timeout=5`) closes an
// idle kept-alive connection about 6 s after its last response (Node adds a 1 s buffer). Bursts that
// start when the previous burst's connections are 5–6 s idle are where clients picked up closing sockets.
const NODE_IDLE_CLOSE_MS = 6_000;
const PROJECT_ID = 'demo-kept-alive';
const UPLOADS_PER_BURST = 50;

// The emulator runs in its own process, as for the functions tests and local development: only then
// does the client pick a socket from its pool while the server's close of it is still unread.
let emulator: ChildProcess;
let origin: string;
let adminApp: App;
let bucket: Bucket;

beforeAll(async () => {
  const dir = await projectDir({ emulators: { firestore: { port: 0 }, storage: { port: 0 } } }, PROJECT_ID);
  const started = await startCli(dir);
  emulator = started.child;
  const address = /Storage http:\/\/([\d.]+:\d+)/.exec(started.readyLine)?.[1] ?? '';
  origin = `http://${address}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = address;
  delete process.env.STORAGE_EMULATOR_HOST;
  const { initializeApp } = await import('firebase-admin/app');
  const { getStorage } = await import('firebase-admin/storage');
  adminApp = initializeApp(
    { projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` },
    randomUUID(),
  );
  bucket = getStorage(adminApp).bucket();
});
afterAll(async () => {
  const { deleteApp } = await import('firebase-admin/app');
  await deleteApp(adminApp);
  const exited = exitCode(emulator);
  emulator.kill('SIGTERM');
  await exited;
});

/** 50 one-shot saves of 100 KB – 2 MB at once, as parallel sample uploads do; the failures' messages. */
async function uploadBurst(burst: string): Promise<string[]> {
  const results = await Promise.allSettled(
    Array.from({ length: UPLOADS_PER_BURST }, (_, i) => {
      const bytes = Buffer.from(patternBytes(100 * 1024 + ((i * 37_813) % (2 * 1024 * 1024))));
      return bucket.file(`kept-alive/${burst}/${String(i)}.bin`).save(bytes, {
        resumable: false,
        contentType: 'application/octet-stream',
      });
    }),
  );
  return results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
}

/** GET / over `agent`; whether the request went out on a connection the agent kept from before. */
function pingReusing(agent: http.Agent): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/`, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve(request.reusedSocket);
      });
    });
    request.on('error', reject);
  });
}

describe('kept-alive connections to the Storage emulator', () => {
  it('parallel Admin SDK uploads succeed in bursts that start as the connections turn idle-old', async () => {
    expect(await uploadBurst('first')).toEqual([]);
    for (const pause of [NODE_IDLE_CLOSE_MS - 1_000, NODE_IDLE_CLOSE_MS]) {
      await sleep(pause);
      expect(await uploadBurst(`after-${String(pause)}`)).toEqual([]);
    }
    const [files] = await bucket.getFiles({ prefix: 'kept-alive/' });
    expect(files).toHaveLength(3 * UPLOADS_PER_BURST);
  }, 90_000);

  it('leaves an idle kept-alive connection open for the client to reuse or close', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect(await pingReusing(agent)).toBe(false);
      await sleep(NODE_IDLE_CLOSE_MS + 500);
      expect(await pingReusing(agent)).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
