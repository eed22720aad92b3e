import { eventually } from './emulator.ts';

/**
 * Records every snapshot a listener delivers, so a test can wait for the one it expects. Works for
 * firebase-admin and the JS SDK alike: `subscribe` receives the callback and returns the unsubscribe.
 */
export class SnapshotRecorder<S> {
  readonly snapshots: S[] = [];
  readonly errors: unknown[] = [];
  private readonly unsubscribe: () => void;

  constructor(subscribe: (onNext: (snapshot: S) => void, onError: (error: unknown) => void) => () => void) {
    this.unsubscribe = subscribe(
      (snapshot) => this.snapshots.push(snapshot),
      (error) => this.errors.push(error),
    );
  }

  /** Waits until the latest snapshot satisfies `predicate` and returns it. */
  async waitFor(predicate: (snapshot: S) => boolean, what = 'a matching snapshot'): Promise<S> {
    await eventually(() => {
      const latest = this.snapshots.at(-1);
      return latest !== undefined && predicate(latest);
    }, what);
    return this.snapshots.at(-1) as S;
  }

  /** Waits for the count-th snapshot (1-based) and returns it. */
  async nth(count: number): Promise<S> {
    await eventually(() => this.snapshots.length >= count || this.errors.length > 0, `snapshot #${count}`);
    if (this.errors.length > 0) throw this.errors[0];
    return this.snapshots[count - 1] as S;
  }

  /** Waits for the listener to fail and returns the error. */
  async error(): Promise<unknown> {
    await eventually(() => this.errors.length > 0, 'a listener error');
    return this.errors[0];
  }

  stop(): void {
    this.unsubscribe();
  }
}
