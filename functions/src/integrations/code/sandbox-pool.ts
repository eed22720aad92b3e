// The host side of the code-block sandbox: a few worker threads, each running one job at a time in
// QuickJS. The time limit is enforced twice: by QuickJS's interrupt handler inside, and here from
// outside — a worker that has not answered shortly after the limit is terminated and replaced, which
// also stops a long native operation the interrupt handler cannot reach. docs/integrations.md.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { CODE_BLOCK_LIMITS, type CodeRunErrorKind, type ExecuteCodeResponse } from '@parley/domain';
import { sandboxWorkerFailedToStart } from '../integration-logs';
import { quickJSWasmModule } from './quickjs-wasm';
import type { RunLimits, RunOutcome } from './run-code-block';
import type { SandboxRequest, SandboxWorkerData } from './sandbox-worker';

/** How long after the time limit the host waits for an answer before terminating the worker. */
const KILL_GRACE_MS = 500;
/** The worker's own V8 heap (QuickJS's heap is WebAssembly memory, capped by the runtime's limit). */
const WORKER_HEAP_MB = 64;
/** Jobs waiting beyond this are refused at once: a flood of slow code must not grow memory without end. */
const MAX_QUEUED = 200;
/** The bundled worker's file name, beside the bundled index.js (functions/build.mjs writes it). */
export const SANDBOX_WORKER_BUNDLE = 'code-sandbox-worker.js';

export const DEFAULT_RUN_LIMITS: RunLimits = {
  timeMs: CODE_BLOCK_LIMITS.timeMs,
  memoryBytes: CODE_BLOCK_LIMITS.memoryBytes,
  maxOutputBytes: CODE_BLOCK_LIMITS.maxOutputBytes,
  maxLogLines: CODE_BLOCK_LIMITS.maxLogLines,
  maxLogBytes: CODE_BLOCK_LIMITS.maxLogBytes,
};

interface Job {
  request: SandboxRequest;
  resolve: (result: ExecuteCodeResponse) => void;
  queuedAt: number;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Starts a sandbox worker. From the bundle, the worker file sits beside index.js; from source (tests,
 * benches), the TypeScript worker runs through tsx, which is a development dependency only.
 */
function startWorker(): Worker {
  const workerData: SandboxWorkerData = { wasmModule: quickJSWasmModule() };
  const options = {
    // The worker sees no secrets even if QuickJS were escaped: an empty environment.
    env: {},
    // Nor the host's Node flags (a loader, --input-type, an inspector): a plain Node starts fastest.
    execArgv: [],
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
  };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL(`./${SANDBOX_WORKER_BUNDLE}`, import.meta.url), options);
  }
  const source = new URL('./sandbox-worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    { ...options, eval: true },
  );
}

function failure(kind: CodeRunErrorKind, message: string, durationMs: number): ExecuteCodeResponse {
  return { status: 'error', error: { kind, message }, logs: [], logsTruncated: false, durationMs };
}

/** A pool of sandbox workers; jobs beyond its size wait in order. */
export class SandboxPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size = Math.max(1, Math.min(4, availableParallelism())),
    private readonly limits: RunLimits = DEFAULT_RUN_LIMITS,
    /** Starts one worker; tests swap in one that cannot start. */
    private readonly start: () => Worker = startWorker,
  ) {}

  /** Runs `code`'s exported function on `input` (a JSON value); never rejects. */
  run(code: string, input: unknown): Promise<ExecuteCodeResponse> {
    if (this.closed) return Promise.resolve(failure('sandbox-failure', 'The sandbox is shut down.', 0));
    if (this.queue.length >= MAX_QUEUED) {
      return Promise.resolve(failure('sandbox-failure', 'The sandbox is busy; try again in a moment.', 0));
    }
    return new Promise((resolve) => {
      const request: SandboxRequest = {
        id: this.nextId++,
        job: { code, inputJson: JSON.stringify(input ?? null), limits: this.limits },
      };
      this.queue.push({ request, resolve, queuedAt: performance.now() });
      this.dispatch();
    });
  }

  /** Starts enough workers ahead of time that the next runs find one ready (cold starts off the path). */
  warm(): void {
    while (this.slots.size < this.size) this.spawn();
  }

  /** Terminates every worker; queued jobs answer sandbox-failure. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.resolve(failure('sandbox-failure', 'The sandbox is shut down.', 0));
    await Promise.all([...this.slots].map((slot) => this.retire(slot)));
  }

  /** How many workers are alive (tests check the pool replaces killed ones). */
  get workerCount(): number {
    return this.slots.size;
  }

  private spawn(): Slot {
    const slot: Slot = { worker: this.start(), ready: false, job: null, timer: null };
    this.slots.add(slot);
    slot.worker.on('message', (message: { ready?: boolean } & Partial<RunOutcome> & { id?: number }) => {
      if (message.ready) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      this.answer(slot, message.id, message.result, message.recycle ?? false);
    });
    slot.worker.on('error', (error: Error & { code?: string }) => {
      const kind = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'sandbox-failure';
      this.abandon(slot, kind, kind === 'memory' ? 'The code used more memory than allowed.' : error.message);
    });
    slot.worker.on('exit', () => {
      this.abandon(slot, 'sandbox-failure', 'The sandbox stopped while running the code.');
    });
    slot.worker.unref();
    return slot;
  }

  private dispatch(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      if (this.queue.length === 0) break;
      if (!slot.ready || slot.job) continue;
      const job = this.queue.shift() as Job;
      slot.job = job;
      slot.timer = setTimeout(() => {
        // Either CPU or a long allocation inside QuickJS (where its own checks do not run).
        this.abandon(
          slot,
          'timeout',
          'The code did not finish within its time limit and was stopped (a long loop or a very large allocation).',
        );
      }, this.limits.timeMs + KILL_GRACE_MS);
      slot.worker.postMessage(job.request);
    }
    const starting = [...this.slots].filter((slot) => !slot.ready).length;
    for (let wanted = this.queue.length - starting; wanted > 0 && this.slots.size < this.size; wanted -= 1) {
      this.spawn();
    }
    // A worker keeps the process alive only while work waits on it; idle ones never hold a CLI or a
    // test run open.
    for (const slot of this.slots) {
      if (slot.job || (!slot.ready && this.queue.length > 0)) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  private answer(
    slot: Slot,
    id: number | undefined,
    result: ExecuteCodeResponse | undefined,
    recycle: boolean,
  ): void {
    const job = slot.job;
    if (!job || job.request.id !== id || !result) return;
    this.settle(slot, job, result);
    if (recycle) void this.retire(slot);
    this.dispatch();
  }

  /** Ends the slot's job (if any) with a failure and replaces the worker. */
  private abandon(slot: Slot, kind: CodeRunErrorKind, message: string): void {
    if (!this.slots.has(slot)) return;
    const job = slot.job;
    if (job) this.settle(slot, job, failure(kind, message, performance.now() - job.queuedAt));
    void this.retire(slot);
    if (!slot.ready) this.failedToStart(message);
    this.dispatch();
  }

  /**
   * A worker that dies before it is ready (a broken deploy, no memory to start one) would die again:
   * restarting it for the waiting jobs would loop for ever. With no other worker ready, they answer
   * sandbox-failure now; the next run tries a new worker.
   */
  private failedToStart(cause: string): void {
    sandboxWorkerFailedToStart(cause);
    if ([...this.slots].some((other) => other.ready)) return;
    for (const job of this.queue.splice(0)) {
      job.resolve(
        failure(
          'sandbox-failure',
          'The sandbox could not start; try again in a moment.',
          performance.now() - job.queuedAt,
        ),
      );
    }
  }

  private settle(slot: Slot, job: Job, result: ExecuteCodeResponse): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    job.resolve(result);
  }

  private async retire(slot: Slot): Promise<void> {
    if (!this.slots.delete(slot)) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.worker.removeAllListeners();
    // A terminated worker may still emit 'error' while it winds down; nothing listens for it any more.
    slot.worker.on('error', () => undefined);
    await slot.worker.terminate();
  }
}

let shared: SandboxPool | null = null;

/** The process's sandbox pool, created on first use. */
export function sandboxPool(): SandboxPool {
  shared ??= new SandboxPool();
  return shared;
}
