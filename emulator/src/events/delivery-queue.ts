import type { DeliveryRequest } from './firestore-payload.ts';
import { NoAnswerError, UnreachableError, httpRequest } from './http-client.ts';
import type { EventTrigger } from './triggers.ts';

/** One change to deliver: planned against whatever triggers exist when it is (re)tried. */
export interface EventJob {
  /** Jobs with the same key run one after another, in enqueue (= commit) order. */
  orderKey: string;
  label: string;
  /** The matching triggers and the request each gets; called again on every retry. */
  plan(triggers: EventTrigger[]): { trigger: EventTrigger; build: () => DeliveryRequest }[];
}

export interface DeliveryQueueOptions {
  functionsHost: string;
  /** The current triggers; rejects while the Functions emulator is down or still loading. */
  triggers(): Promise<EventTrigger[]>;
  /** Called when a delivery suggests the trigger list changed (404/204/broken connection). */
  invalidate(): void;
  log: (line: string) => void;
  /** How long an event keeps being retried while the Functions emulator is unavailable. */
  retryWindowMs: number;
  deliveryTimeoutMs: number;
  maxConcurrent: number;
}

type Outcome = 'delivered' | 'retry';

interface Running {
  job: EventJob;
  createdAt: number;
  /** Function ids that already got this event (a retry must not run them twice). */
  done: Set<string>;
  /** Keys answered 204/404 once: after re-discovery the same key means disabled or removed. */
  staleKeys: Set<string>;
  /** One request per function across retries, so a retried CloudEvent keeps its id. */
  requests: Map<string, DeliveryRequest>;
}

const FIRST_BACKOFF_MS = 50;
const MAX_BACKOFF_MS = 2_000;

/**
 * Delivers events to `POST /functions/projects/{p}/triggers/{key}` after the commit, one job per
 * changed document or object. Jobs of one document run in commit order (each waits for the previous
 * delivery to be answered, which the Functions emulator does when the function has finished); jobs of
 * different documents run concurrently up to `maxConcurrent`. While the Functions emulator is
 * unreachable, restarting or answering 502–504, a job is retried with exponential backoff until
 * `retryWindowMs` has passed since it was enqueued; then it is dropped with a log line. A function
 * that fails (the emulator answers 500) is not retried, as deployed functions without `retry` are not.
 */
export class DeliveryQueue {
  private readonly tails = new Map<string, Promise<void>>();
  private running = 0;
  /** Jobs enqueued and not yet finished (delivered, given up or abandoned). */
  private pending = 0;
  private readonly slots: (() => void)[] = [];
  private readonly sleepers = new Set<() => void>();
  private stopped = false;

  constructor(private readonly options: DeliveryQueueOptions) {}

  enqueue(job: EventJob): void {
    if (this.stopped) return;
    const state: Running = {
      job,
      createdAt: Date.now(),
      done: new Set(),
      staleKeys: new Set(),
      requests: new Map(),
    };
    this.pending++;
    const previous = this.tails.get(job.orderKey) ?? Promise.resolve();
    const next = previous.then(() => this.run(state));
    this.tails.set(job.orderKey, next);
    void next.finally(() => {
      if (this.tails.get(job.orderKey) === next) this.tails.delete(job.orderKey);
    });
  }

  /** Resolves once every job enqueued so far has been delivered or given up. */
  async flush(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }

  /** Abandons retries (logged) and makes later enqueues no-ops. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (this.pending > 0) this.options.log(`events: stopping with ${this.pending} event(s) not delivered.`);
    for (const wake of this.sleepers) wake();
    for (const grant of this.slots.splice(0)) grant();
  }

  private async run(state: Running): Promise<void> {
    await this.acquire();
    try {
      let delay = FIRST_BACKOFF_MS;
      for (;;) {
        if (this.stopped) return;
        if ((await this.attempt(state)) === 'delivered') return;
        const waited = Date.now() - state.createdAt;
        if (waited >= this.options.retryWindowMs) {
          this.options.log(
            `events: gave up on ${state.job.label} after ${Math.round(waited / 1000)} s: ` +
              `the Functions emulator at ${this.options.functionsHost} was not available.`,
          );
          return;
        }
        await this.sleep(Math.min(delay, this.options.retryWindowMs - waited));
        delay = Math.min(delay * 2, MAX_BACKOFF_MS);
      }
    } catch (error) {
      // A bug in planning must cost this one event, never the queue.
      this.options.log(`events: could not deliver ${state.job.label}: ${String(error)}`);
    } finally {
      this.pending--;
      this.release();
    }
  }

  private async attempt(state: Running): Promise<Outcome> {
    let triggers: EventTrigger[];
    try {
      triggers = await this.options.triggers();
    } catch {
      return 'retry';
    }
    const planned = state.job.plan(triggers).filter(({ trigger }) => !state.done.has(trigger.functionId));
    const outcomes = await Promise.all(
      planned.map(async ({ trigger, build }) => {
        let request = state.requests.get(trigger.functionId);
        if (!request) {
          request = build();
          state.requests.set(trigger.functionId, request);
        }
        const outcome = await this.post(state, trigger, request);
        if (outcome === 'delivered') state.done.add(trigger.functionId);
        return outcome;
      }),
    );
    return outcomes.includes('retry') ? 'retry' : 'delivered';
  }

  private async post(state: Running, trigger: EventTrigger, request: DeliveryRequest): Promise<Outcome> {
    const { functionsHost, log } = this.options;
    const path = `/functions/projects/${encodeURIComponent(trigger.projectId)}/triggers/${encodeURIComponent(trigger.key)}`;
    try {
      const response = await httpRequest(functionsHost, 'POST', path, {
        headers: request.headers,
        body: request.body,
        timeoutMs: this.options.deliveryTimeoutMs,
      });
      const { status } = response;
      if (status === 204 || status === 404) {
        // Disabled (204) or unknown (404) key: the triggers may have been reloaded under a new
        // generation, or the emulator restarted with other functions. Re-discover once, then accept.
        if (state.staleKeys.has(trigger.key)) return 'delivered';
        state.staleKeys.add(trigger.key);
        this.options.invalidate();
        return 'retry';
      }
      if (status >= 502 && status <= 504) {
        this.options.invalidate();
        return 'retry';
      }
      if (status >= 400) {
        log(
          `events: ${trigger.key} failed on ${state.job.label} (${status}): ${response.body.slice(0, 300)}`,
        );
      }
      return 'delivered';
    } catch (error) {
      if (error instanceof NoAnswerError) {
        log(`events: ${trigger.key} did not finish ${state.job.label} in time; not retried.`);
        return 'delivered';
      }
      if (error instanceof UnreachableError) {
        this.options.invalidate();
        return 'retry';
      }
      throw error;
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.maxConcurrent || this.stopped) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.slots.push(() => {
        this.running++;
        resolve();
      });
    });
  }

  private release(): void {
    this.running--;
    this.slots.shift()?.();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }
}
