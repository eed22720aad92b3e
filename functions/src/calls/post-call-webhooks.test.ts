import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  callRecordSchema,
  COLLECTIONS,
  MAX_POST_CALL_WEBHOOKS,
  POST_CALL_DELIVERY_HEADER,
  POST_CALL_SIGNATURE_HEADER,
  type CallRecord,
} from '@parley/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';
import { verifyCallEventSignature } from './call-event-signature';
import { storedCall } from './call-store';
import { postCallSigningSecret, readPostCallSigningSecret } from './post-call-signing-secret';
import {
  MAX_ATTEMPTS,
  RETRY_BACKOFF_MS,
  retryDuePostCallWebhooks,
  sendPostCallWebhooks,
} from './post-call-webhooks';

// The customer's receiver: a local server reached by a public-looking name, as the local stack does.
const HOST = 'hooks.customer.test';
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let failing = false;
let connections = 0;
let held: (() => void) | undefined;
let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      // /held answers only once /release has come: a sender posting one URL after another never gets there.
      if (req.url === '/held') {
        held = () => res.writeHead(200).end();
        return;
      }
      if (req.url === '/release') {
        held?.();
        held = undefined;
      }
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

/** `orgId: null` makes an older call, stored before calls carried their organisation. */
async function endedCall(postCallWebhooks: string[], { orgId }: { orgId?: null } = {}): Promise<CallRecord> {
  const owner = newCaller('owner');
  await seedUser(owner);
  const org = await seedOrg({ owner });
  const { agent } = await seedAgent(org, {
    generalSettings: { postCallWebhooks },
  });
  const call = callRecordSchema.parse({
    id: uniqueId('call'),
    agentId: agent.id,
    orgId: orgId === undefined ? org.id : orgId,
    type: 'inboundPhoneCall',
    status: 'completed',
    summary: 'Booked a repair for Tuesday',
    variables: { caller_name: 'Ann' },
    durationSeconds: 42,
    createdAt: Date.UTC(2026, 10, 20, 12),
    endedAt: Date.UTC(2026, 10, 20, 12, 1),
  });
  // The retry sweep reads the call back from its record.
  await db().collection(COLLECTIONS.calls).doc(call.id).set(storedCall(call));
  return call;
}

const deliveryOf = async (call: CallRecord) => {
  const found = await db().collection(COLLECTIONS.webhookDeliveries).where('callId', '==', call.id).get();
  expect(found.docs).toHaveLength(1);
  const [doc] = found.docs;
  if (!doc) throw new Error('no delivery');
  return { ref: doc.ref, data: doc.data() };
};

/** The sweep as it runs `ms` from now, keeping only what it did with `call`'s deliveries. */
const sweepAfter = async (call: CallRecord, ms: number) =>
  (await retryDuePostCallWebhooks(db(), Date.now() + ms))
    .filter((swept) => swept.callId === call.id)
    .map((swept) => swept.outcome);

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

  it("signs a call without an orgId with its agent's organisation's secret, the one its admins reveal", async () => {
    const call = await endedCall([`${base}/older`], { orgId: null });
    const agentOrg = (await db().collection(COLLECTIONS.agents).doc(call.agentId).get()).get(
      'orgId',
    ) as string;
    failing = true;
    await sendPostCallWebhooks(db(), call);
    failing = false;
    // The retry sweep signs the same way.
    expect(await sweepAfter(call, RETRY_BACKOFF_MS[0] + 1000)).toEqual(['delivered']);
    const hits = to(call, '/older');
    expect(hits).toHaveLength(2);
    const verifiesWith = (secret: string) =>
      hits.map((hit) =>
        verifyCallEventSignature(
          Buffer.from(hit.body),
          String(hit.headers[POST_CALL_SIGNATURE_HEADER]),
          secret,
          Math.floor(Date.now() / 1000),
        ),
      );
    const revealed = await readPostCallSigningSecret(db(), agentOrg);
    expect(verifiesWith(revealed.secret)).toEqual([true, true]);
    expect(verifiesWith(postCallSigningSecret(call.agentId))).toEqual([false, false]);
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

  it('posts to the URLs at once, so a slow receiver does not hold up the others', async () => {
    const call = await endedCall([`${base}/held`, `${base}/release`]);
    expect(await sendPostCallWebhooks(db(), call)).toEqual([`${base}/held`, `${base}/release`]);
  });

  it('posts to no more URLs than the form allows, whatever a direct write stored', async () => {
    const paths = Array.from({ length: MAX_POST_CALL_WEBHOOKS + 2 }, (_, index) => `/many-${String(index)}`);
    const call = await endedCall(paths.map((path) => `${base}${path}`));
    const delivered = await sendPostCallWebhooks(db(), call);
    expect(delivered).toEqual(paths.slice(0, MAX_POST_CALL_WEBHOOKS).map((path) => `${base}${path}`));
    expect(paths.map((path) => to(call, path).length)).toEqual(
      paths.map((_, index) => (index < MAX_POST_CALL_WEBHOOKS ? 1 : 0)),
    );
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
    // The guard would refuse them the same way again: the sweep never retries them.
    expect(deliveries.docs.map((doc) => doc.get('nextAttemptAt') as unknown)).toEqual([undefined, undefined]);
    expect(await sweepAfter(call, 24 * 3_600_000)).toEqual([]);
    expect(connections).toBe(before);
  });
});

describe('the retry sweep', () => {
  const [firstBackoff, secondBackoff] = RETRY_BACKOFF_MS;

  it('retries a failed delivery once its backoff has passed, and then leaves it', async () => {
    const call = await endedCall([`${base}/later`]);
    failing = true;
    expect(await sendPostCallWebhooks(db(), call)).toEqual([]);
    const failed = await deliveryOf(call);
    expect(failed.data).toMatchObject({ status: 'failed', attempts: 1 });
    expect((failed.data.nextAttemptAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(
      Date.now() + firstBackoff - 60_000,
    );

    // Not before its time.
    expect(await sweepAfter(call, 0)).toEqual([]);
    expect(to(call, '/later')).toHaveLength(1);

    failing = false;
    expect(await sweepAfter(call, firstBackoff + 1000)).toEqual(['delivered']);
    expect(to(call, '/later')).toHaveLength(2);
    const delivered = await deliveryOf(call);
    expect(delivered.data).toMatchObject({ status: 'delivered', attempts: 2, lastOutcome: 'HTTP 200' });
    expect(delivered.data.nextAttemptAt).toBeUndefined();
    const [, retry] = to(call, '/later');
    expect(
      verifyCallEventSignature(
        Buffer.from(retry?.body ?? ''),
        String(retry?.headers[POST_CALL_SIGNATURE_HEADER]),
        postCallSigningSecret(call.orgId ?? ''),
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true);

    expect(await sweepAfter(call, 24 * 3_600_000)).toEqual([]);
    expect(to(call, '/later')).toHaveLength(2);
  });

  it('gives up after the attempt limit', async () => {
    const call = await endedCall([`${base}/gone`]);
    failing = true;
    await sendPostCallWebhooks(db(), call);
    expect(await sweepAfter(call, firstBackoff + 1000)).toEqual(['failed']);
    expect(await sweepAfter(call, secondBackoff + 1000)).toEqual(['failed']);
    const spent = await deliveryOf(call);
    expect(spent.data).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastOutcome: 'HTTP 500' });
    expect(spent.data.nextAttemptAt).toBeUndefined();
    expect(await sweepAfter(call, 24 * 3_600_000)).toEqual([]);
    // Nor does a late end event of the call try again.
    await sendPostCallWebhooks(db(), call);
    failing = false;
    expect(to(call, '/gone')).toHaveLength(MAX_ATTEMPTS);
  });

  it('sends once when sweeps and an end event of the call race for the same retry', async () => {
    const call = await endedCall([`${base}/race`]);
    failing = true;
    await sendPostCallWebhooks(db(), call);
    failing = false;
    const outcomes = await Promise.all([
      sweepAfter(call, firstBackoff + 1000),
      sweepAfter(call, firstBackoff + 1000),
      sendPostCallWebhooks(db(), call),
    ]);
    expect(to(call, '/race')).toHaveLength(2);
    expect((await deliveryOf(call)).data).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(
      outcomes.flat().filter((outcome) => outcome === 'delivered' || outcome === `${base}/race`),
    ).toHaveLength(1);
    expect(await sweepAfter(call, 24 * 3_600_000)).toEqual([]);
  });

  it('takes up a delivery whose sender stopped mid-send, once its lease is over', async () => {
    const call = await endedCall([`${base}/orphan`]);
    failing = true;
    await sendPostCallWebhooks(db(), call);
    failing = false;
    const { ref } = await deliveryOf(call);
    // As a sender leaves it when its instance ends between the claim and the answer.
    const claimedAt = Timestamp.fromMillis(Date.now() - 60_000);
    await ref.update({ status: 'sending', attempts: 2, claimedAt, nextAttemptAt: claimedAt });
    expect(await sweepAfter(call, 0)).toEqual(['delivered']);
    expect((await deliveryOf(call)).data).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('drops the retries of a URL taken off the agent', async () => {
    const call = await endedCall([`${base}/removed`]);
    failing = true;
    await sendPostCallWebhooks(db(), call);
    failing = false;
    await db()
      .collection(COLLECTIONS.agents)
      .doc(call.agentId)
      .update({ 'generalSettings.postCallWebhooks': [] });
    expect(await sweepAfter(call, firstBackoff + 1000)).toEqual(['dropped']);
    expect(to(call, '/removed')).toHaveLength(1);
    expect((await deliveryOf(call)).data.nextAttemptAt).toBeUndefined();
  });
});
