import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../api.ts';
import { Code } from '../api.ts';
import { DB, OWNER, RecordingSink, fieldsOf, setWrite, testEngine, v } from './test-support.ts';

describe('write stream', () => {
  it('handshake, then one atomic commit per request, acknowledged in order', () => {
    const { engine } = testEngine();
    const sink = new RecordingSink();
    const session = engine.openWrite(OWNER, sink);
    session.onRequest({ database: DB });
    const [handshake] = sink.take();
    expect(typeof handshake?.streamId).toBe('string');
    expect(handshake?.streamToken).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(handshake?.writeResults).toBeUndefined();

    session.onRequest({
      database: DB,
      streamToken: handshake?.streamToken as string,
      writes: [setWrite('a/1', { n: v.int(1) })],
    });
    // Later requests may omit the database (the JS SDK sends it only in the handshake).
    session.onRequest({ writes: [setWrite('a/2', {}), setWrite('a/1', { n: v.int(2) })] });
    const [first, second] = sink.take() as [JsonObject, JsonObject];
    expect((first.writeResults as JsonObject[]).length).toBe(1);
    expect((second.writeResults as JsonObject[]).length).toBe(2);
    expect((first.commitTime as string) < (second.commitTime as string)).toBe(true);
    expect(first.streamToken).not.toBe(second.streamToken);
    expect(fieldsOf(engine, 'a/1')).toEqual({ n: v.int(2) });

    session.onRequest({ database: DB, writes: [] });
    const [flush] = sink.take();
    expect(typeof flush?.streamToken).toBe('string');
    expect(flush?.writeResults).toBeUndefined();
  });

  it('a failing batch fails the stream and later requests are ignored', () => {
    const { engine } = testEngine();
    const sink = new RecordingSink();
    const session = engine.openWrite(OWNER, sink);
    session.onRequest({ database: DB });
    sink.take();
    session.onRequest({ database: DB, writes: [setWrite('a/1', {}, { currentDocument: { exists: true } })] });
    expect(sink.failure?.code).toBe(Code.NOT_FOUND);
    session.onRequest({ database: DB, writes: [setWrite('a/2', {})] });
    expect(sink.take()).toEqual([]);
  });
});
