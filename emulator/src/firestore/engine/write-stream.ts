import { randomBytes } from 'node:crypto';
import type { JsonObject, RequestContext, StreamSession, StreamSink } from '../api.ts';
import { commitWrites } from './commit.ts';
import type { EngineCore } from './core.ts';
import { toRpcError } from './errors.ts';
import { arrayField, requireString, stringField } from './json.ts';
import { parseDatabase } from './paths.ts';
import { formatTimestamp } from './time.ts';
import { parseWrite } from './write-parse.ts';

/**
 * A Write stream (docs/emulator.md#write-stream): the first request is the handshake ({streamId,
 * streamToken}); every later request with writes is one atomic commit answered with {streamToken,
 * writeResults, commitTime}, strictly in order (requests are handled synchronously as they arrive). A failed
 * batch fails the stream; the client rejects that batch if the error is permanent and reconnects.
 */
export class WriteSession implements StreamSession {
  private readonly streamId = randomBytes(8).toString('hex');
  private handshaken = false;
  private sequence = 0;
  private ended = false;
  /** The JS SDK names the database only in the handshake; later requests may omit it. */
  private database: string | undefined;

  constructor(
    private readonly core: EngineCore,
    private readonly ctx: RequestContext,
    private readonly sink: StreamSink,
  ) {}

  onRequest(message: JsonObject): void {
    if (this.ended) return;
    try {
      const named = stringField(message, 'database');
      const database = parseDatabase(named || (this.database ?? requireString(message, 'database')));
      this.database ??= database;
      if (!this.handshaken) {
        this.handshaken = true;
        this.sink.send({ streamId: this.streamId, streamToken: this.nextToken() });
        return;
      }
      const writes = arrayField(message, 'writes').map((w) => parseWrite(w, database));
      if (writes.length === 0) {
        // The client's tear-down flush: acknowledge without committing anything.
        this.sink.send({
          streamToken: this.nextToken(),
          commitTime: formatTimestamp(this.core.clock.readTime()),
        });
        return;
      }
      const { commitTime, writeResults } = commitWrites(this.core, this.ctx, database, writes);
      this.sink.send({
        streamToken: this.nextToken(),
        writeResults,
        commitTime: formatTimestamp(commitTime),
      });
    } catch (error) {
      this.ended = true;
      this.sink.fail(toRpcError(error));
    }
  }

  end(): void {
    this.ended = true;
  }

  /** Tokens only need to be non-empty and echoed back; a per-stream counter is enough. */
  private nextToken(): string {
    const bytes = Buffer.alloc(12);
    bytes.write(this.streamId.slice(0, 8), 0, 'hex');
    bytes.writeUInt32BE(++this.sequence, 8);
    return bytes.toString('base64');
  }
}
