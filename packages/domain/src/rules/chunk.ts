// Splitting work to fit Firestore's limits.

/** Splits a list into consecutive pieces of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Chunk size must be a positive integer, got ${size}`);
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += size) pieces.push(items.slice(start, start + size));
  return pieces;
}
