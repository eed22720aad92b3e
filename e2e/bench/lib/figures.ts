// How the browser benchmarks print a figure: median and p95 of the samples against the target.

export const median = (samples: readonly number[]): number =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? NaN;

export const p95 = (samples: readonly number[]): number =>
  [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1] ?? NaN;

export function report(label: string, samples: readonly number[], unit: string, target: number): void {
  const verdict = median(samples) < target ? 'ok' : 'OVER';
  const figure = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(46)} median ${figure(median(samples))} ${unit}  p95 ${figure(p95(samples))} ${unit}  target < ${target} ${unit}  ${verdict}`,
  );
}
