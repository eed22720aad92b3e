/**
 * `npm run bench:emulator`: spawns `parley-emulator start` (or uses `--host HOST:PORT`), runs every
 * figure and prints one line per measurement with its target. To add a figure, write a module under
 * bench/figures exporting a Figure and list it below.
 */
import { eventsFigure } from './events.ts';
import type { BenchContext, Figure, Measurement } from './figure.ts';
import { commitFigure } from './figures/commit.ts';
import { fanoutFigure } from './figures/fanout.ts';
import { listenLatencyFigure } from './figures/listen-latency.ts';
import { memoryFigure } from './figures/memory.ts';
import { queryFigure } from './figures/query.ts';
import { rulesCommitFigure } from './figures/rules-commit.ts';
import { startupFigure } from './figures/startup.ts';
import { storageFigure } from './figures/storage.ts';
import { spawnEmulator } from './lib/emulator-process.ts';

/** Memory last: it fills the emulator with 100 MB that would slow the other figures down. */
const FIGURES: Figure[] = [
  startupFigure,
  commitFigure,
  queryFigure,
  listenLatencyFigure,
  fanoutFigure,
  rulesCommitFigure,
  eventsFigure,
  storageFigure,
  memoryFigure,
];

function parseArgs(argv: string[]): { host?: string; only?: string[] } {
  const args: { host?: string; only?: string[] } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--host') args.host = argv[++i];
    else if (arg?.startsWith('--host=')) args.host = arg.slice('--host='.length);
    else if (arg === '--only') args.only = (argv[++i] ?? '').split(',');
    else if (arg?.startsWith('--only=')) args.only = arg.slice('--only='.length).split(',');
    else
      throw new Error(`Unknown argument ${arg ?? ''}. Usage: bench/run.ts [--host HOST:PORT] [--only a,b]`);
  }
  return args;
}

function format(measurement: Measurement): string {
  const value =
    measurement.value === null || Number.isNaN(measurement.value)
      ? 'n/a'
      : measurement.value.toFixed(measurement.unit === 's' ? 3 : 2);
  const { target } = measurement;
  const verdict =
    measurement.value === null
      ? 'SKIP'
      : target === undefined
        ? ''
        : measurement.value < target
          ? 'ok'
          : 'OVER';
  const goal = target === undefined ? '(no target)' : `target < ${target} ${measurement.unit}`;
  const note = measurement.note ? `  (${measurement.note})` : '';
  return `${measurement.label.padEnd(78)} ${value.padStart(9)} ${measurement.unit.padEnd(2)}  ${goal.padEnd(16)} ${verdict}${note}`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const figures = FIGURES.filter((figure) => !args.only || args.only.includes(figure.name));
  const emulator = args.host ? null : await spawnEmulator('demo-bench');
  const [host = '127.0.0.1', port = '8080'] = args.host
    ? args.host.split(':')
    : [emulator?.host, String(emulator?.port)];
  console.log(
    `Parley emulator bench against ${host}:${port}${emulator ? ` (spawned CLI, pid ${emulator.pid})` : ''}`,
  );
  let failed = false;
  try {
    for (const figure of figures) {
      const context: BenchContext = {
        host,
        port: Number(port),
        storagePort: emulator?.storagePort ?? null,
        projectId: `demo-bench-${figure.name}`,
        emulatorRss: () => emulator?.rssBytes() ?? null,
        spawned: emulator !== null,
      };
      try {
        for (const measurement of await figure.run(context, Date.now() + figure.budgetMs))
          console.log(format(measurement));
      } catch (error) {
        failed = true;
        console.log(`${figure.name}: failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await emulator?.stop();
  }
  // Clients (gRPC channels, timers) may linger; the bench is done either way.
  process.exit(failed ? 1 : 0);
}

await main();
