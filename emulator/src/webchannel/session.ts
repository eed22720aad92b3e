import type { ServerResponse } from 'node:http';
import type { RpcError, StreamSession, StreamSink } from '../firestore/api.ts';
import { googleErrorBody, toRpcError } from '../server/rpc-status.ts';
import { Backchannel, type BackchannelMode } from './backchannel.ts';
import type { ClientMap } from './decoding.ts';
import { serializeArray } from './framing.ts';

export interface SessionSettings {
  /** Advertised in the handshake; the client's backchannel watchdog is 1.5× this. */
  keepaliveMs: number;
  /** Streaming backchannels receive a `["noop"]` this often so neither side times out. */
  noopIntervalMs: number;
  /** How long a long-poll backchannel is held without data before it completes with a `["noop"]`. */
  longPollHoldMs: number;
  /**
   * A streaming backchannel is completed once this much is unacknowledged. A listener that only
   * receives never sends a forward POST, so without this its AID never arrives and every array it was
   * sent stays buffered; completing the response makes the client open a new one carrying its AID.
   */
  recycleStreamingAfterBytes: number;
}

interface QueuedArray {
  id: number;
  text: string;
}

const NOOP = ['noop'];

/**
 * One WebChannel session (docs/emulator.md#webchannel): owns one engine stream, numbers every outgoing array,
 * keeps the arrays the client has not acknowledged (AID) so a new backchannel can resend them, and
 * drops retried client maps.
 */
export class ChannelSession {
  /** Time of the last request of any kind; the registry collects sessions idle for too long. */
  lastActivity = Date.now();
  private nextArrayId = 1;
  private lastMapId = -1;
  private unacked: QueuedArray[] = [];
  private unackedBytes = 0;
  private backchannel: Backchannel | null = null;
  private backchannelTimer: NodeJS.Timeout | null = null;
  private stream: StreamSession | null = null;
  /** Set once the engine failed the stream: the error array is the last thing the client gets. */
  private failed = false;
  private closed = false;

  constructor(
    readonly sid: string,
    private readonly settings: SessionSettings,
    openStream: (sink: StreamSink) => StreamSession,
    /**
     * The `database` URL parameter of the handshake. The SDK sends `database` in a Write channel's
     * first message only (on gRPC it travels in metadata instead); later messages get it from here.
     */
    private readonly database: string | null = null,
  ) {
    const sink: StreamSink = {
      send: (response) => {
        if (!this.failed && !this.closed) this.enqueue([response]);
      },
      fail: (error) => {
        this.fail(error);
      },
    };
    this.stream = openStream(sink);
  }

  /** Highest array id queued so far (the `c` array of the handshake is 0). */
  get lastArrayId(): number {
    return this.nextArrayId - 1;
  }

  /** Size of what the client has not acknowledged (UTF-16 units = bytes, all ASCII), for forward POST replies. */
  get outstandingBytes(): number {
    return this.unackedBytes;
  }

  get hasBackchannel(): boolean {
    return this.backchannel?.isOpen ?? false;
  }

  /** The client has received every array up to `aid`; they never need resending. */
  acknowledge(aid: number | null): void {
    this.lastActivity = Date.now();
    if (aid === null) return;
    const firstKept = this.unacked.findIndex((array) => array.id > aid);
    const dropped = firstKept === -1 ? this.unacked : this.unacked.slice(0, firstKept);
    if (dropped.length === 0) return;
    for (const array of dropped) this.unackedBytes -= array.text.length;
    this.unacked = firstKept === -1 ? [] : this.unacked.slice(firstKept);
  }

  /** Hands client messages to the engine in map-id order, skipping maps a retried POST resends. */
  receive(maps: readonly ClientMap[]): void {
    this.lastActivity = Date.now();
    for (const map of maps) {
      if (map.id <= this.lastMapId) continue;
      this.lastMapId = map.id;
      if (this.failed || this.closed || !this.stream) continue;
      const message =
        this.database !== null && map.message.database === undefined
          ? { database: this.database, ...map.message }
          : map.message;
      try {
        this.stream.onRequest(message);
      } catch (thrown) {
        this.fail(toRpcError(thrown));
      }
    }
  }

  /**
   * Makes `res` the session's only backchannel (ending any older one), resends every array newer than
   * `aid`, and otherwise answers with a `["noop"]` (streaming: at once, so buffering-proxy detection
   * sees bytes; long-poll: after the hold time, so the response is never empty).
   */
  attachBackchannel(
    res: ServerResponse,
    mode: BackchannelMode,
    aid: number | null,
    holdMs: number | null,
  ): void {
    this.acknowledge(aid);
    this.detachBackchannel();
    const backchannel = new Backchannel(res, mode, aid ?? 0);
    this.backchannel = backchannel;
    res.on('close', () => {
      if (this.backchannel === backchannel) this.detachBackchannel();
    });
    this.flush();
    if (!backchannel.isOpen) return; // a long-poll that just delivered pending arrays
    if (this.failed) {
      backchannel.end();
      return;
    }
    if (mode === 'streaming') {
      if (backchannel.sentUpTo === (aid ?? 0)) this.enqueue(NOOP);
      this.backchannelTimer = setInterval(() => {
        this.enqueue(NOOP);
      }, this.settings.noopIntervalMs);
    } else {
      const hold = Math.min(holdMs ?? this.settings.longPollHoldMs, this.settings.longPollHoldMs);
      this.backchannelTimer = setTimeout(() => {
        this.enqueue(NOOP);
      }, hold);
    }
    this.backchannelTimer.unref();
  }

  /** Ends the engine stream and any backchannel (client `TYPE=terminate`, GC, emulator stop). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.detachBackchannel();
    this.unacked = [];
    this.unackedBytes = 0;
    const stream = this.stream;
    this.stream = null;
    stream?.end();
  }

  /** Idle = no live backchannel and no request for `idleMs`. */
  isIdle(now: number, idleMs: number): boolean {
    return !this.hasBackchannel && now - this.lastActivity > idleMs;
  }

  private fail(error: RpcError): void {
    if (this.failed || this.closed) return;
    this.failed = true;
    // The browser SDK maps a stream error by its `status` name, exactly as for REST error bodies.
    this.enqueue([googleErrorBody(error)]);
    // The engine may be failing from inside onRequest; let it unwind before telling it the stream is gone.
    const stream = this.stream;
    this.stream = null;
    queueMicrotask(() => stream?.end());
  }

  private enqueue(payload: unknown): void {
    const id = this.nextArrayId++;
    const text = serializeArray(id, payload);
    this.unacked.push({ id, text });
    this.unackedBytes += text.length;
    this.flush();
  }

  private flush(): void {
    const backchannel = this.backchannel;
    if (!backchannel?.isOpen) return;
    const pending = this.unacked.filter((array) => array.id > backchannel.sentUpTo);
    if (pending.length === 0) return;
    const stillOpen = backchannel.write(pending);
    // Done with this response when it was a long-poll, when it carried the stream's error (nothing
    // follows it), or when the client should come back with its AID so the buffer can shrink.
    const recycle = this.unackedBytes > this.settings.recycleStreamingAfterBytes;
    if (!stillOpen || this.failed || recycle) this.detachBackchannel();
  }

  private detachBackchannel(): void {
    if (this.backchannelTimer) clearTimeout(this.backchannelTimer);
    this.backchannelTimer = null;
    this.backchannel?.end();
    this.backchannel = null;
    this.lastActivity = Date.now();
  }
}
