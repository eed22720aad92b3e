/**
 * Browser side of the Storage browser test: the official web SDK, unmodified, bundled by esbuild and
 * driven from Node through `globalThis.storagePage`. Every call resolves to a JSON-safe outcome.
 */
import { initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBlob,
  getDownloadURL,
  getStorage,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';

export type PageOutcome = { ok: true; value: unknown } | { ok: false; code: string; message: string };

export interface PageConfig {
  host: string;
  port: number;
  projectId: string;
  bucket: string;
}

let storage: FirebaseStorage | undefined;

function client(): FirebaseStorage {
  if (!storage) throw new Error('init first');
  return storage;
}

function bytesOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 256;
  return bytes;
}

const operations = {
  init: (config: PageConfig) => {
    const app = initializeApp({
      projectId: config.projectId,
      storageBucket: config.bucket,
      apiKey: 'fake-api-key',
    });
    storage = getStorage(app);
    connectStorageEmulator(storage, config.host, config.port);
    return Promise.resolve(true);
  },
  uploadText: async (path: string, text: string, contentType: string) => {
    const result = await uploadBytes(ref(client(), path), new TextEncoder().encode(text), { contentType });
    return { size: result.metadata.size, contentType: result.metadata.contentType };
  },
  uploadResumable: async (path: string, size: number) => {
    const task = uploadBytesResumable(ref(client(), path), bytesOfSize(size));
    let events = 0;
    task.on('state_changed', () => {
      events++;
    });
    const done = await task;
    return { size: done.metadata.size, events };
  },
  /** SHA-256 (hex) of the downloaded object, and of the bytes uploadResumable sends for `size`. */
  blobDigest: async (path: string) => sha256Hex(await (await getBlob(ref(client(), path))).arrayBuffer()),
  expectedDigest: async (size: number) => sha256Hex(bytesOfSize(size)),
  blobText: async (path: string) => {
    const blob = await getBlob(ref(client(), path));
    return { type: blob.type, size: blob.size, text: blob.size < 10_000 ? await blob.text() : '' };
  },
  fetchDownloadUrl: async (path: string) => {
    const response = await fetch(await getDownloadURL(ref(client(), path)));
    return { status: response.status, text: await response.text() };
  },
  listNames: async (path: string) => {
    const result = await listAll(ref(client(), path));
    return {
      items: result.items.map((item) => item.name),
      prefixes: result.prefixes.map((prefix) => prefix.name),
    };
  },
  setCustom: async (path: string, custom: Record<string, string>) => {
    return (await updateMetadata(ref(client(), path), { customMetadata: custom })).customMetadata;
  },
  remove: async (path: string) => {
    await deleteObject(ref(client(), path));
    return true;
  },
};

export type StoragePage = typeof operations;

async function sha256Hex(data: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function call(name: keyof StoragePage, args: unknown[]): Promise<PageOutcome> {
  try {
    const operation = operations[name] as (...params: unknown[]) => Promise<unknown>;
    return { ok: true, value: await operation(...args) };
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { ok: false, code: code ?? 'unknown', message: message ?? String(error) };
  }
}

(globalThis as unknown as { storagePage: { call: typeof call } }).storagePage = { call };
