// Splitting work to fit Firestore's limits.
import { BATCH_CHUNK_SIZE, IN_QUERY_CHUNK_SIZE } from '../constants';

/** Splits a list into consecutive pieces of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Chunk size must be a positive integer, got ${size}`);
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += size) pieces.push(items.slice(start, start + size));
  return pieces;
}

/** Pieces of 500 for batch operations over agents (delete, cluster, OpenAI resources, concurrency). */
export function chunkForBatch<T>(items: readonly T[]): T[][] {
  return chunk(items, BATCH_CHUNK_SIZE);
}

/** Pieces of 30 for Firestore 'in' queries. */
export function chunkForInQuery<T>(items: readonly T[]): T[][] {
  return chunk(items, IN_QUERY_CHUNK_SIZE);
}
