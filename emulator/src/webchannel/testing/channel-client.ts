import { parseChunks, parseCompleteChunks } from './chunks.ts';

/** One backchannel array as the client sees it: `[arrayId, payload]`. */
export type ChannelArray = [number, unknown];

/**
 * A minimal WebChannel client for tests, speaking the wire protocol of docs/emulator.md#webchannel with plain
 * fetch (no browser): handshake, forward POSTs, backchannel GETs in both modes, terminate.
 */
export class ChannelClient {
  sid = '';
  private rid = 1000;
  private nextMapId = 0;

  constructor(
    readonly baseUrl: string,
    readonly kind: 'Listen' | 'Write',
    readonly database = 'projects/demo/databases/(default)',
  ) {}

  url(params: Record<string, string>): string {
    const search = new URLSearchParams({ database: this.database, VER: '8', ...params });
    return `${this.baseUrl}/google.firestore.v1.Firestore/${this.kind}/channel?${search.toString()}`;
  }

  /** Form body with `count`, `ofs` and `req{k}___data__` for the given messages. */
  static body(messages: readonly unknown[], ofs: number, extra: Record<string, string> = {}): string {
    const body = new URLSearchParams(extra);
    body.set('count', String(messages.length));
    body.set('ofs', String(ofs));
    messages.forEach((message, k) => {
      body.set(`req${k}___data__`, JSON.stringify(message));
    });
    return body.toString();
  }

  async handshake(
    messages: readonly unknown[] = [],
    headers = '',
  ): Promise<{ response: Response; arrays: ChannelArray[] }> {
    const response = await fetch(
      this.url({ RID: String(this.rid++), CVER: '22', 'X-HTTP-Session-Id': 'gsessionid' }),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: ChannelClient.body(messages, 0, headers ? { headers } : {}),
      },
    );
    const arrays = parseCompleteChunks(await response.text())[0] as ChannelArray[];
    const opened = arrays[0]?.[1] as [string, string] | undefined;
    if (opened?.[0] === 'c') this.sid = opened[1];
    this.nextMapId = messages.length;
    return { response, arrays };
  }

  /** A forward POST; `resend` repeats the previous POST's maps and RID as a client retry does. */
  async send(
    messages: readonly unknown[],
    aid = 0,
    resend = false,
  ): Promise<{ status: number; text: string }> {
    if (resend) {
      this.rid--;
      this.nextMapId -= messages.length;
    }
    const ofs = this.nextMapId;
    this.nextMapId += messages.length;
    const response = await fetch(this.url({ SID: this.sid, RID: String(this.rid++), AID: String(aid) }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: ChannelClient.body(messages, ofs),
    });
    return { status: response.status, text: await response.text() };
  }

  /** A long-poll backchannel GET (CI=1): the complete response. */
  async longPoll(aid: number, extra: Record<string, string> = {}): Promise<{ status: number; text: string }> {
    const response = await fetch(
      this.url({ SID: this.sid, RID: 'rpc', AID: String(aid), CI: '1', TYPE: 'xmlhttp', ...extra }),
    );
    return { status: response.status, text: await response.text() };
  }

  /** A streaming backchannel GET (CI=0), read incrementally until aborted. */
  stream(aid: number): StreamingBackchannel {
    return new StreamingBackchannel(
      this.url({ SID: this.sid, RID: 'rpc', AID: String(aid), CI: '0', TYPE: 'xmlhttp' }),
    );
  }

  async terminate(): Promise<number> {
    const response = await fetch(this.url({ SID: this.sid, RID: String(this.rid++), TYPE: 'terminate' }), {
      method: 'POST',
    });
    await response.text();
    return response.status;
  }
}

/** An open streaming backchannel that collects arrays as they arrive. */
export class StreamingBackchannel {
  readonly arrays: ChannelArray[] = [];
  ended = false;
  status = 0;
  private readonly controller = new AbortController();
  private readonly waiters: (() => void)[] = [];
  readonly done: Promise<void>;

  constructor(url: string) {
    this.done = this.read(url);
  }

  /** Resolves once at least `count` arrays have arrived (or the response ended). */
  async waitFor(count: number, timeoutMs = 2_000): Promise<ChannelArray[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.arrays.length < count && !this.ended) {
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${count} arrays; got ${JSON.stringify(this.arrays)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.arrays;
  }

  abort(): void {
    this.controller.abort();
  }

  private async read(url: string): Promise<void> {
    try {
      const response = await fetch(url, { signal: this.controller.signal });
      this.status = response.status;
      if (!response.body) return;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const bytes of response.body) {
        buffer += decoder.decode(bytes as Uint8Array, { stream: true });
        const { chunks, rest } = parseChunks(buffer);
        buffer = rest;
        for (const chunk of chunks) this.arrays.push(...(chunk as ChannelArray[]));
        this.wake();
      }
    } catch (error) {
      if (!this.controller.signal.aborted) throw error;
    } finally {
      this.ended = true;
      this.wake();
    }
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
