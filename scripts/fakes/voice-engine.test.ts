import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVoiceEngine, type FakeVoiceEngine } from './voice-engine';

interface Received {
  secret: string | undefined;
  body: Record<string, unknown>;
}

/** A webhook receiver that records each report and answers 200. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => void }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const secret = req.headers['x-voice-engine-secret'];
      received.push({
        secret: typeof secret === 'string' ? secret : undefined,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}/hook`, received, close: () => server.close() };
}

describe('fake voice engine', () => {
  let engine: FakeVoiceEngine;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    engine = await startFakeVoiceEngine({ webhookSecret: 's3cret', completion: { delayMs: 1 } });
  });
  afterAll(async () => {
    await engine.close();
    receiver.close();
  });

  const place = (key: string, body: Record<string, unknown> = {}) =>
    fetch(`${engine.url}/calls/outbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        agentId: 'a1',
        from: '+12015550100',
        to: '+14155550100',
        webhookUrl: receiver.url,
        ...body,
      }),
    });

  it('places a call once per idempotency key and reports its end once, with the secret', async () => {
    expect((await place('call-1')).status).toBe(201);
    const again = await place('call-1');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ callId: 'call-1', duplicate: true });
    await engine.settled();
    expect(engine.callsStarted()).toBe(1);
    expect(engine.duplicates()).toBe(1);
    expect(engine.active()).toBe(0);
    expect(receiver.received).toEqual([
      {
        secret: 's3cret',
        body: expect.objectContaining({ callId: 'call-1', status: 'completed' }) as unknown,
      },
    ]);
  });

  it('holds calls open when told to, and ends them on request with the given status', async () => {
    engine.setCompletion({ delayMs: null });
    await place('call-2');
    await engine.settled();
    expect(engine.active()).toBe(1);
    expect(await engine.completeCall('call-2', 'busy')).toBe(200);
    expect(await engine.completeCall('call-2', 'busy')).toBe(0);
    expect(receiver.received.at(-1)?.body).toMatchObject({ callId: 'call-2', status: 'busy' });
    engine.setCompletion({ delayMs: 1 });
  });

  it("serves a made-up call's recording as long as the call, with byte ranges for seeking", async () => {
    const whole = await fetch(`${engine.url}/recordings/fake-call-1.wav?seconds=2`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    // 44-byte header, then 2 s of 16-bit mono PCM at 8 kHz.
    expect(bytes.length).toBe(44 + 2 * 8000 * 2);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const part = await fetch(`${engine.url}/recordings/fake-call-1.wav?seconds=2`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${String(bytes.length)}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
  });

  it('refuses a call without an idempotency key', async () => {
    const response = await fetch(`${engine.url}/calls/outbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: '+14155550100' }),
    });
    expect(response.status).toBe(400);
  });
});
