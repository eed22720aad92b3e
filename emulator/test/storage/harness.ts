import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { StorageAuthorizer, StorageRequest } from '../../src/storage/authorizer.ts';
import {
  createStorageServer,
  type StorageServer,
  type StorageServerOptions,
} from '../../src/storage/index.ts';

export const PROJECT_ID = 'demo-storage-test';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

/** Starts a Storage emulator on a free port; each test file owns one. */
export function startStorage(options: Partial<StorageServerOptions> = {}): Promise<StorageServer> {
  return createStorageServer({ host: '127.0.0.1', port: 0, projectId: PROJECT_ID, ...options });
}

export function baseUrl(server: StorageServer): string {
  return `http://${server.host}:${server.port}`;
}

type MockToken = string | { sub?: string; user_id?: string; [claim: string]: unknown };

/**
 * A web-SDK client of the emulator. `mockUserToken` is passed to connectStorageEmulator as the SDK
 * documents (a string such as 'owner' is sent verbatim, an object becomes an unsigned JWT).
 */
export function webClient(
  server: StorageServer,
  mockUserToken?: MockToken,
): { storage: FirebaseStorage; app: FirebaseApp } {
  const app = initializeApp(
    { projectId: PROJECT_ID, storageBucket: BUCKET, apiKey: 'fake-api-key' },
    randomUUID(),
  );
  const storage = getStorage(app);
  connectStorageEmulator(
    storage,
    server.host,
    server.port,
    mockUserToken === undefined ? {} : { mockUserToken: mockUserToken as never },
  );
  return { storage, app };
}

export async function closeClients(apps: FirebaseApp[]): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

export interface StorageFixture {
  /** The running emulator (inside tests and hooks). */
  readonly server: StorageServer;
  /** A web-SDK client of the emulator (see webClient), closed after the file's tests. */
  client(mockUserToken?: MockToken): FirebaseStorage;
}

/**
 * A Storage emulator for the calling test file: started before its tests, emptied before each test,
 * and stopped with the clients made through the fixture after them.
 */
export function useStorage(): StorageFixture {
  let server: StorageServer | undefined;
  const apps: FirebaseApp[] = [];
  beforeAll(async () => {
    server = await startStorage();
  });
  afterAll(async () => {
    await closeClients(apps);
    await server?.stop();
  });
  beforeEach(() => {
    fixture.server.store.reset();
  });
  const fixture: StorageFixture = {
    get server() {
      if (!server) throw new Error('The Storage emulator is not running (use the fixture inside tests).');
      return server;
    },
    client(mockUserToken) {
      const created = webClient(fixture.server, mockUserToken);
      apps.push(created.app);
      return created.storage;
    },
  };
  return fixture;
}

/** An authorizer that records what it was asked and answers with `decide`. */
export function recordingAuthorizer(decide: (request: StorageRequest) => string | null): StorageAuthorizer & {
  requests: StorageRequest[];
} {
  const requests: StorageRequest[] = [];
  return {
    requests,
    authorize(request) {
      requests.push(request);
      return Promise.resolve(decide(request));
    },
  };
}

/** Byte-exact comparison; vitest's toEqual walks large buffers element by element (seconds per MB). */
export function sameBytes(actual: Uint8Array | ArrayBuffer | undefined, expected: Uint8Array): boolean {
  if (actual === undefined) return false;
  const bytes =
    actual instanceof ArrayBuffer
      ? Buffer.from(actual)
      : Buffer.from(actual.buffer, actual.byteOffset, actual.byteLength);
  return Buffer.compare(bytes, Buffer.from(expected)) === 0;
}

/** Deterministic test bytes of a given size. */
export function patternBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 251;
  return bytes;
}
