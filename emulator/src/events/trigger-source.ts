import type { TriggerRegistry } from '../server/trigger-registry.ts';
import { discoverTriggers, type Discovery } from './discovery.ts';
import { registeredTriggers } from './registered.ts';
import { mergeTriggers, type EventTrigger } from './triggers.ts';

/** Why there is no trigger list right now; deliveries wait and retry. */
export class NotReadyError extends Error {
  override name = 'NotReadyError';
}

export interface TriggerSourceOptions {
  functionsHost: string;
  projectId: string;
  registry?: TriggerRegistry;
  log: (line: string) => void;
  /** How often the Functions emulator is re-queried in the background (restarts, reloads). */
  pollMs: number;
  timeoutMs: number;
}

/**
 * The triggers to deliver to: the Functions emulator's listing (cached, re-queried in the background
 * and whenever a delivery suggests it changed) merged with registrations on our control endpoints.
 */
export class TriggerSource {
  private discovered: EventTrigger[] | undefined;
  /** The last complete answer, reused by discovery while the listing stays the same. */
  private last: Discovery | undefined;
  private inflight: Promise<EventTrigger[]> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastSummary = '';
  private lastProblem = '';

  constructor(private readonly options: TriggerSourceOptions) {}

  start(): void {
    const poll = (): void => {
      this.refresh().catch(() => undefined);
    };
    poll();
    this.timer = setInterval(poll, this.options.pollMs);
    // Polling alone must not keep a process (a test run, the CLI after stop) alive.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The merged trigger list; rejects with NotReadyError while the Functions emulator cannot say. */
  async current(): Promise<EventTrigger[]> {
    const discovered = this.discovered ?? (await this.refresh());
    return mergeTriggers(discovered, registeredTriggers(this.options.registry));
  }

  /** Forget the cached listing, so the next delivery re-queries it (after a 404, a reset connection…). */
  invalidate(): void {
    this.discovered = undefined;
    this.last = undefined;
  }

  /** One query at a time; concurrent callers share it. */
  refresh(): Promise<EventTrigger[]> {
    this.inflight ??= this.query().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async query(): Promise<EventTrigger[]> {
    const { functionsHost, projectId, timeoutMs, log } = this.options;
    let problem: string | undefined;
    try {
      const discovery = await discoverTriggers(functionsHost, projectId, timeoutMs, this.last);
      if (discovery.loaded) {
        this.last = discovery;
        this.discovered = discovery.triggers;
        this.report(discovery.triggers);
        if (this.lastProblem) log(`events: Functions emulator at ${functionsHost} is ready.`);
        this.lastProblem = '';
        return discovery.triggers;
      }
      problem = 'it is still loading its functions';
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    this.invalidate();
    if (problem !== this.lastProblem) {
      log(
        `events: Functions emulator at ${functionsHost} not ready (${problem}); events wait and are retried.`,
      );
      this.lastProblem = problem;
    }
    throw new NotReadyError(problem);
  }

  private report(triggers: EventTrigger[]): void {
    const summary = triggers
      .map((t) => `${t.key} (${t.eventType})`)
      .sort()
      .join(', ');
    if (summary === this.lastSummary) return;
    this.lastSummary = summary;
    this.options.log(
      `events: ${triggers.length} event trigger(s) discovered at ${this.options.functionsHost}` +
        (summary ? `: ${summary}` : ''),
    );
  }
}
