import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callRecordSchema, COLLECTIONS, type CallRecord } from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';
import { verifyCallEventSignature } from './call-event-signature';
import {
  MAX_ATTEMPTS,
  POST_CALL_DELIVERY_HEADER,
  POST_CALL_SIGNATURE_HEADER,
  postCallSigningSecret,
  sendPostCallWebhooks,
} from './post-call-webhooks';

// The customer's receiver: a local server reached by a public-looking name, as the local stack does.
const HOST = 'hooks.customer.test';
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let failing = false;
let connections = 0;
let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(failing ? 500 : 200).end();
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${HOST}:${String(port)}`;
  close = () =>
    new Promise((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('PARLEY_OUTBOUND_LOCAL_HOSTS', `${HOST}:${String(port)}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await close();
});

async function endedCall(postCallWebhooks: string[]): Promise<CallRecord> {
  const owner = newCaller('owner');
  await seedUser(owner);
  const org = await seedOrg({ owner });
  const { agent } = await seedAgent(org, {
    generalSettings: { postCallWebhooks },
  });
  return callRecordSchema.parse({
    id: uniqueId('call'),
    agentId: agent.id,
    orgId: org.id,
    type: 'inboundPhoneCall',
    status: 'completed',
    summary: 'Booked a repair for Tuesday',
    variables: { caller_name: 'Ann' },
    durationSeconds: 42,
    createdAt: Date.UTC(2026, 10, 20, 12),
    endedAt: Date.UTC(2026, 10, 20, 12, 1),
  });
}

const to = (call: CallRecord, path: string) =>
  received.filter((hit) => hit.path === path && hit.body.includes(call.id));

describe('post-call webhooks', () => {
  it('posts the ended call once to each URL, signed with the organisation’s secret', async () => {
    const call = await endedCall([`${base}/a`, `${base}/b`, `${base}/a`]);
    expect(await sendPostCallWebhooks(db(), call)).toEqual([`${base}/a`, `${base}/b`]);
    const [hit] = to(call, '/a');
    expect(to(call, '/a')).toHaveLength(1);
    expect(to(call, '/b')).toHaveLength(1);
    expect(JSON.parse(hit?.body ?? '{}')).toMatchObject({
      event: 'call.ended',
      call: {
        id: call.id,
        status: 'completed',
        summary: 'Booked a repair for Tuesday',
        variables: { caller_name: 'Ann' },
      },
    });
    const signature = String(hit?.headers[POST_CALL_SIGNATURE_HEADER]);
    const secret = postCallSigningSecret(call.orgId ?? '');
    expect(
      verifyCallEventSignature(
        Buffer.from(hit?.body ?? ''),
        signature,
        secret,
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true);
    expect(
      verifyCallEventSignature(
        Buffer.from(hit?.body ?? ''),
        signature,
        postCallSigningSecret('another-org'),
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(false);
    expect(hit?.headers[POST_CALL_DELIVERY_HEADER]).toMatch(new RegExp(`^${call.id}_`));

    // The engine repeats the call's end: nothing is delivered twice.
    expect(await sendPostCallWebhooks(db(), call)).toEqual([]);
    expect(to(call, '/a')).toHaveLength(1);
  });

  it('records a failing receiver without failing, and delivers on a later end event, at most a few tries', async () => {
    const call = await endedCall([`${base}/flaky`]);
    failing = true;
    expect(await sendPostCallWebhooks(db(), call)).toEqual([]);
    const deliveries = await db()
      .collection(COLLECTIONS.webhookDeliveries)
      .where('callId', '==', call.id)
      .get();
    expect(deliveries.docs.map((doc) => doc.data())).toMatchObject([
      { status: 'failed', attempts: 1, lastOutcome: 'HTTP 500' },
    ]);
    failing = false;
    expect(await sendPostCallWebhooks(db(), call)).toEqual([`${base}/flaky`]);
    expect(to(call, '/flaky')).toHaveLength(2);

    const spent = await endedCall([`${base}/down`]);
    failing = true;
    for (let attempt = 0; attempt < MAX_ATTEMPTS + 2; attempt += 1) await sendPostCallWebhooks(db(), spent);
    failing = false;
    expect(to(spent, '/down')).toHaveLength(MAX_ATTEMPTS);
  });

  it('refuses private addresses through the guard, without connecting', async () => {
    const before = connections;
    const call = await endedCall(['http://127.0.0.1:9/x', 'http://169.254.169.254/latest/meta-data']);
    expect(await sendPostCallWebhooks(db(), call)).toEqual([]);
    expect(connections).toBe(before);
    const deliveries = await db()
      .collection(COLLECTIONS.webhookDeliveries)
      .where('callId', '==', call.id)
      .get();
    expect(deliveries.docs.map((doc) => doc.get('status') as unknown)).toEqual(['failed', 'failed']);
  });
});
