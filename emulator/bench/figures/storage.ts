import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getBytes, getStorage, ref, uploadBytesResumable } from 'firebase/storage';
import type { Figure, Measurement } from '../figure.ts';
import { elapsedMs, percentile } from '../lib/stats.ts';

const SIZE = 10 * 1024 * 1024;
const ROUNDS = 5;

/**
 * A 10 MB object through the web SDK in Node against the spawned emulator's Storage: a resumable upload
 * (the SDK's path for large files, in 256 KiB+ chunks) and a download of the bytes. Median of 5 rounds.
 */
export const storageFigure: Figure = {
  name: 'storage',
  budgetMs: 60_000,
  async run(context, deadline) {
    const { storagePort } = context;
    if (storagePort === null) {
      const skipped = { value: null, unit: 'ms', note: 'needs the spawned emulator' } as const;
      return [
        { label: '10 MB upload (web SDK, resumable)', ...skipped },
        { label: '10 MB download (web SDK)', ...skipped },
      ];
    }
    const app = initializeApp(
      { projectId: context.projectId, storageBucket: `${context.projectId}.appspot.com`, apiKey: 'bench' },
      'bench-storage',
    );
    const storage = getStorage(app);
    connectStorageEmulator(storage, context.host, storagePort);
    const bytes = new Uint8Array(SIZE).map((_, i) => (i * 31) & 0xff);
    const uploads: number[] = [];
    const downloads: number[] = [];
    try {
      for (let round = 0; round < ROUNDS && Date.now() < deadline; round++) {
        const object = ref(storage, `bench/ten-mb-${round}.bin`);
        const uploadStart = process.hrtime.bigint();
        await uploadBytesResumable(object, bytes, { contentType: 'application/octet-stream' });
        uploads.push(elapsedMs(uploadStart));
        const downloadStart = process.hrtime.bigint();
        const received = await getBytes(object);
        downloads.push(elapsedMs(downloadStart));
        if (received.byteLength !== SIZE)
          throw new Error(`downloaded ${received.byteLength} of ${SIZE} bytes`);
      }
      const measurements: Measurement[] = [
        {
          label: `10 MB upload (web SDK, resumable), median of ${uploads.length}`,
          value: percentile(uploads, 50),
          unit: 'ms',
        },
        {
          label: `10 MB download (web SDK), median of ${downloads.length}`,
          value: percentile(downloads, 50),
          unit: 'ms',
        },
      ];
      return measurements;
    } finally {
      await deleteApp(app);
    }
  },
};
