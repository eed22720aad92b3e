// How the browser benchmarks print a figure: median and p95 of the samples against the target.

export const median = (samples: readonly number[]): number =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? NaN;

export const p95 = (samples: readonly number[]): number =>
  [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1] ?? NaN;

/** Prints a figure; the verdict holds the median to the target unless the target is on the p95. */
export function report(
  label: string,
  samples: readonly number[],
  unit: string,
  target: number,
  targetOn: 'median' | 'p95' = 'median',
): void {
  const judged = targetOn === 'p95' ? p95(samples) : median(samples);
  const verdict = judged < target ? 'ok' : 'OVER';
  const figure = (value: number) => value.toFixed(1).padStart(7);
  const goal = targetOn === 'p95' ? `target p95 < ${target} ${unit}` : `target < ${target} ${unit}`;
  console.log(
    `${label.padEnd(46)} median ${figure(median(samples))} ${unit}  p95 ${figure(p95(samples))} ${unit}  ${goal}  ${verdict}`,
  );
}
