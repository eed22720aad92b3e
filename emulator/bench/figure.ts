/**
 * The bench's extension point: every figure is a module under bench/figures exporting a Figure, and
 * run.ts lists them. A figure measures against a running emulator and reports one or more lines.
 */

export interface BenchContext {
  /** The Firestore address under test (a spawned CLI, or `--host`). */
  host: string;
  port: number;
  /** The Storage port of the spawned emulator; null with `--host` (figures that need it skip). */
  storagePort: number | null;
  /** A fresh project id per figure, so figures never see each other's data. */
  projectId: string;
  /** Resident set size of the emulator process in bytes, or null when it is not ours to inspect. */
  emulatorRss(): number | null;
  /** Whether the bench spawned the emulator itself (figures that restart or time startup need that). */
  spawned: boolean;
}

/** One printed figure: value against target. `value` null = could not be measured (with `note`). */
export interface Measurement {
  label: string;
  value: number | null;
  unit: 'ms' | 'MB' | 's' | 'x';
  /** The figure meets its target when value < target; absent for figures reported for information. */
  target?: number;
  note?: string;
}

export interface Figure {
  name: string;
  /** Upper bound on the figure's own run time; figures check it in their loops. */
  budgetMs: number;
  run(context: BenchContext, deadline: number): Promise<Measurement[]>;
}
