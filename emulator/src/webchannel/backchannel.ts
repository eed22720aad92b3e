import type { ServerResponse } from 'node:http';
import { frameArrays } from './framing.ts';

/**
 * How a backchannel GET is answered (docs/emulator.md#webchannel-responses): `streaming` (CI=0) stays open
 * and receives chunks as arrays are queued; `long-poll` (CI=1) completes after its first chunk.
 */
export type BackchannelMode = 'streaming' | 'long-poll';

/** One backchannel GET response and how far along the session's arrays it has been written. */
export class Backchannel {
  private ended = false;

  constructor(
    private readonly res: ServerResponse,
    readonly mode: BackchannelMode,
    /** Highest array id already written on this response (or acknowledged by the client). */
    public sentUpTo: number,
  ) {}

  get isOpen(): boolean {
    return !this.ended && !this.res.writableEnded && !this.res.destroyed;
  }

  /**
   * Writes one chunk with the given serialised arrays; long-poll responses complete right after.
   * Returns whether the response is still open for more.
   */
  write(arrays: readonly { id: number; text: string }[]): boolean {
    const last = arrays.at(-1);
    if (last && this.isOpen) {
      this.res.write(frameArrays(arrays.map((a) => a.text)));
      this.sentUpTo = last.id;
      if (this.mode === 'long-poll') this.end();
    }
    return this.isOpen;
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.res.writableEnded) this.res.end();
  }
}
