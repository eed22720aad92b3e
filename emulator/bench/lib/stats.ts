/** The p-th percentile (0–100) of samples, by nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Milliseconds since `start` (a process.hrtime.bigint() reading), as a float. */
export function elapsedMs(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Runs `sample` up to `count` times or until `deadline`, returning each run's duration in ms. */
export async function timeRepeatedly(
  count: number,
  deadline: number,
  sample: (index: number) => Promise<unknown>,
): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < count && Date.now() < deadline; i++) {
    const start = process.hrtime.bigint();
    await sample(i);
    durations.push(elapsedMs(start));
  }
  return durations;
}
