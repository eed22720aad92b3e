import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  INTEGRATION_REQUEST_SOURCE,
  MARKETPLACE_ERROR_REASONS,
  type Agent,
} from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/firestore';
import { newCaller, useApi, type Caller } from '../../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../../testing/seed';

const api = useApi();
const member = newCaller('member');
const viewer = newCaller('viewer');
const stranger = newCaller('stranger');
let agent: Agent;
let otherAgent: Agent;

// The integration-requests webhook: a local receiver, reached by a public-looking name as in npm start.
const HOOK_HOST = 'hooks.parley.test';
const received: { body: Record<string, unknown>; idempotencyKey: string | undefined }[] = [];
let answerStatus = 200;
let closeReceiver: () => Promise<void>;

beforeAll(async () => {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        body: JSON.parse(body) as Record<string, unknown>,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      res.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  closeReceiver = () =>
    new Promise((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('PARLEY_OUTBOUND_LOCAL_HOSTS', `${HOOK_HOST}:${port}`);
  vi.stubEnv('INTEGRATION_REQUESTS_WEBHOOK_URL', `http://${HOOK_HOST}:${port}/integration-requests`);
  vi.stubEnv('APP_BASE_URL', 'https://app.parley.test');

  await seedUser(member, { displayName: 'Mia Member', plan: 'STARTER', phoneNumber: '+61400000000' });
  await seedUser(viewer, { role: 'VIEWER' });
  await seedUser(stranger);
  const org = await seedOrg({ owner: stranger, members: [] });
  ({ agent: otherAgent } = await seedAgent(org));
  const own = await seedOrg({ owner: member, members: [viewer] });
  ({ agent } = await seedAgent(own));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await closeReceiver();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  requestId: uniqueId('request'),
  agentId: agent.id,
  integration: 'Cliniko',
  useCase: 'Book physio appointments during calls',
  monthlyCallVolume: '1,000 – 10,000',
  businessCriticality: 'Critical',
  ...overrides,
});
const requestIntegration = (caller: Caller | null, body: unknown) =>
  api('POST', API_ROUTES.requestIntegration.path, { caller, body });

describe('POST /integrations/request-integration', () => {
  it('stores the request with the caller’s profile and sends the notice once, retries included', async () => {
    const body = form();
    const first = await requestIntegration(member, body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ requestId: body.requestId, noticeSent: true });

    const snapshot = await db().collection(COLLECTIONS.integrationRequests).doc(body.requestId).get();
    expect(snapshot.data()).toMatchObject({
      user: {
        id: member.uid,
        name: 'Mia Member',
        email: member.email,
        plan: 'STARTER',
        phoneNumber: '+61400000000',
      },
      agentUrl: `https://app.parley.test/agent/${agent.id}`,
      integration: 'Cliniko',
      monthlyCallVolume: '1,000 – 10,000',
      businessCriticality: 'Critical',
    });
    expect(snapshot.get('createdAt')).not.toBeNull();
    expect(snapshot.get('noticeSentAt')).not.toBeNull();

    const notices = received.filter((notice) => notice.body.requestId === body.requestId);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.idempotencyKey).toBe(body.requestId);
    expect(notices[0]?.body).toMatchObject({
      requested_via: INTEGRATION_REQUEST_SOURCE,
      integration: 'Cliniko',
      user: { id: member.uid, email: member.email },
    });

    // A retried submit: the same answer, no second notice.
    expect((await requestIntegration(member, body)).body).toEqual({
      requestId: body.requestId,
      noticeSent: true,
    });
    expect(received.filter((notice) => notice.body.requestId === body.requestId)).toHaveLength(1);
  });

  it('keeps a request whose notice was refused, and resends it on retry', async () => {
    const body = form();
    answerStatus = 503;
    expect((await requestIntegration(member, body)).body).toEqual({
      requestId: body.requestId,
      noticeSent: false,
    });
    answerStatus = 200;
    expect((await requestIntegration(member, body)).body).toEqual({
      requestId: body.requestId,
      noticeSent: true,
    });
    expect(received.filter((notice) => notice.body.requestId === body.requestId)).toHaveLength(2);
  });

  it('refuses bad input, a VIEWER, another organisation’s agent, a taken id and no sign-in', async () => {
    const before = received.length;
    expect((await requestIntegration(member, form({ integration: '' }))).status).toBe(400);
    expect((await requestIntegration(member, form({ monthlyCallVolume: 'lots' }))).status).toBe(400);
    expect((await requestIntegration(member, form({ requestId: 'a/b' }))).status).toBe(400);
    expect((await requestIntegration(viewer, form())).body.error?.details?.reason).toBe(
      API_ERROR_REASONS.insufficientRole,
    );
    const foreign = await requestIntegration(member, form({ agentId: otherAgent.id }));
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.details?.reason).toBe(API_ERROR_REASONS.notOrgMember);
    expect((await requestIntegration(member, form({ agentId: 'no-such-agent' }))).status).toBe(404);
    expect((await requestIntegration(null, form())).status).toBe(401);

    const taken = form();
    await requestIntegration(member, taken);
    const reused = await requestIntegration(stranger, { ...taken, agentId: otherAgent.id });
    expect(reused.status).toBe(409);
    expect(reused.body.error?.details?.reason).toBe(MARKETPLACE_ERROR_REASONS.requestIdTaken);
    expect(received.length).toBe(before + 1);
  });
});
