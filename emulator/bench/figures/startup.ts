import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../../src/index.ts';
import type { Figure } from '../figure.ts';
import { spawnEmulator } from '../lib/emulator-process.ts';
import { percentile, elapsedMs, timeRepeatedly } from '../lib/stats.ts';

const RUNS = 5;

const PROBE = fileURLToPath(new URL('../lib/startup-probe.mjs', import.meta.url));

/** Runs the probe once: milliseconds per start-up phase of a fresh process. */
function probeStartupPhases(): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [PROBE], { timeout: 30_000 }, (error, stdout) => {
      if (error) reject(new Error(`Start-up probe failed: ${error.message}`));
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number>);
    });
  });
}

function runToExit(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn(process.execPath, args, { stdio: 'ignore' })
      .on('exit', () => {
        resolve();
      })
      .on('error', reject);
  });
}

/**
 * Start-to-ready: spawning `parley-emulator start` until its ready line (Node start and tsx's loader
 * included, as a developer sees it), and `startEmulator()` in an already-warm process.
 */
export const startupFigure: Figure = {
  name: 'startup',
  budgetMs: 60_000,
  async run(context, deadline) {
    const spawned: number[] = [];
    for (let i = 0; i < RUNS && Date.now() < deadline; i++) {
      const emulator = await spawnEmulator(`${context.projectId}-${i}`);
      spawned.push(emulator.startMs);
      await emulator.stop();
    }
    const inProcess: number[] = [];
    let cold: number | null = null;
    for (let i = 0; i < RUNS + 1 && Date.now() < deadline; i++) {
      const start = process.hrtime.bigint();
      const emulator = await startEmulator({
        projectId: `${context.projectId}-in-${i}`,
        host: '127.0.0.1',
        firestorePort: 0,
        storagePort: 0,
        log: () => undefined,
      });
      // The first run also pays for loading the engine's modules; it is reported on its own.
      if (i === 0) cold = elapsedMs(start);
      else inProcess.push(elapsedMs(start));
      await emulator.stop();
    }
    const nodeAlone = await timeRepeatedly(RUNS, deadline, () => runToExit(['-e', '0']));
    // Median per phase over a few fresh processes: where the CLI's start-up goes.
    const phaseRuns: Record<string, number>[] = [];
    for (let i = 0; i < 3 && Date.now() < deadline; i++) phaseRuns.push(await probeStartupPhases());
    const phases = Object.keys(phaseRuns[0] ?? {}).map((phase) => ({
      label: `  phase: ${phase} (median of ${phaseRuns.length})`,
      value: percentile(
        phaseRuns.map((run) => run[phase] ?? 0),
        50,
      ),
      unit: 'ms' as const,
    }));
    return [
      {
        label: `start-to-ready, CLI spawn incl. Node + tsx load (median of ${spawned.length})`,
        value: percentile(spawned, 50),
        unit: 'ms',
        target: 500,
      },
      {
        label: `  of which a bare \`node -e 0\` spawn-to-exit (median of ${nodeAlone.length})`,
        value: percentile(nodeAlone, 50),
        unit: 'ms',
      },
      ...phases,
      {
        label: 'start-to-ready, in-process startEmulator, first call (loads the engine)',
        value: cold,
        unit: 'ms',
        target: 500,
      },
      {
        label: `start-to-ready, in-process startEmulator, warm (median of ${inProcess.length})`,
        value: percentile(inProcess, 50),
        unit: 'ms',
        target: 500,
      },
    ];
  },
};
