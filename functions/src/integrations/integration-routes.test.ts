import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_ERROR_REASONS,
  API_ROUTES,
  CODE_BLOCK_LIMITS,
  CUSTOMER_TOKEN_HEADER,
  INTEGRATION_ERROR_REASONS,
  MSG_CODE_SIGNATURE_INVALID,
  MSG_FAILED_TO_SEND_REQUEST,
  type Agent,
} from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newCaller, useApi, type Caller } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';

const api = useApi();

// The local fake API: reachable only through its public-looking name, as the local stack configures it.
const FAKE_HOST = 'fake-api.parley.test';
let fakeApi: {
  port: number;
  connections: number;
  requests: { url: string; headers: IncomingHttpHeaders; body: string }[];
};
let closeFakeApi: () => Promise<void>;

const owner = newCaller('owner');
const member = newCaller('member');
const viewer = newCaller('viewer');
const stranger = newCaller('stranger');
let agent: Agent;
let workflowId: string;
let otherAgent: Agent;

beforeAll(async () => {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      fakeApi.requests.push({ url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/fail')) {
        res.statusCode = 500;
        res.setHeader('content-type', 'application/json');
        res.end('{"error":"upstream broke"}');
      } else if (req.url?.startsWith('/binary')) {
        res.setHeader('content-type', 'application/octet-stream');
        res.end(Buffer.from([0, 255, 1, 254]));
      } else {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ method: req.method, received: body }));
      }
    });
  });
  server.on('connection', () => (fakeApi.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fakeApi = { port: (server.address() as AddressInfo).port, connections: 0, requests: [] };
  closeFakeApi = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
  // How `npm start` exposes a local fake API to the guard (honoured under the Functions emulator only).
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('PARLEY_OUTBOUND_LOCAL_HOSTS', `${FAKE_HOST}:${fakeApi.port}`);

  await Promise.all([owner, member, stranger].map((caller) => seedUser(caller)));
  await seedUser(viewer, { role: 'VIEWER' });
  const org = await seedOrg({ owner, members: [member, viewer] });
  ({
    agent,
    workflow: { id: workflowId },
  } = await seedAgent(org));
  const otherOrg = await seedOrg({ owner: stranger });
  ({ agent: otherAgent } = await seedAgent(otherOrg));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await closeFakeApi();
});

async function customerToken(caller: Caller, agentId = agent.id): Promise<string> {
  const answer = await api('POST', API_ROUTES.getCustomerToken.path, { caller, body: { agentId } });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

describe('POST /integrations/get-customer-token', () => {
  it('gives a member a token bound to the agent and its organisation, expiring soon', async () => {
    const answer = await api('POST', API_ROUTES.getCustomerToken.path, {
      caller: member,
      body: { agentId: agent.id },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ agentId: agent.id, orgId: agent.orgId });
    expect(answer.body.token).toMatch(/^pct1\./);
    expect(answer.body.expiresAt).toBeGreaterThan(Date.now());
  });

  it('refuses a VIEWER, another organisation, an unknown agent, a bad id and no sign-in', async () => {
    const call = (caller: Caller | null, agentId: unknown) =>
      api('POST', API_ROUTES.getCustomerToken.path, { caller, body: { agentId } });

    expect((await call(viewer, agent.id)).body.error?.details?.reason).toBe(
      API_ERROR_REASONS.insufficientRole,
    );
    const foreign = await call(member, otherAgent.id);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.details?.reason).toBe(API_ERROR_REASONS.notOrgMember);
    expect((await call(member, 'no-such-agent')).status).toBe(404);
    expect((await call(member, 'a/b')).status).toBe(400);
    expect((await call(null, agent.id)).status).toBe(401);
  });
});

describe('POST /integrations/send-request', () => {
  const send = (caller: Caller, body: unknown, token?: string) =>
    api('POST', API_ROUTES.sendRequest.path, {
      caller,
      body,
      ...(token ? { headers: { [CUSTOMER_TOKEN_HEADER]: token } } : {}),
    });
  const base = () => `http://${FAKE_HOST}:${fakeApi.port}`;

  it('sends the request through the guard and answers status, headers, body and timing', async () => {
    const token = await customerToken(member);

    const answer = await send(
      member,
      {
        url: `${base()}/orders`,
        requestMethod: 'post',
        headers: { authorization: 'Bearer the-users-own-api-key' },
        queryParams: { id: '42', q: 'a b' },
        body: { item: 'book' },
        meta: { nodeId: 'node-1' },
      },
      token,
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 200,
      bodyEncoding: 'utf8',
      truncated: false,
      redirects: [],
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(answer.body.body as string)).toEqual({ method: 'POST', received: '{"item":"book"}' });
    expect((answer.body.timing as { totalMs: number }).totalMs).toBeGreaterThanOrEqual(0);
    const received = fakeApi.requests.at(-1);
    expect(received?.url).toBe('/orders?id=42&q=a+b');
    expect(received?.headers['content-type']).toBe('application/json');
    // The user's own header goes out; none of ours (ID token, customer token) does.
    expect(received?.headers.authorization).toBe('Bearer the-users-own-api-key');
    expect(received?.headers).not.toHaveProperty(CUSTOMER_TOKEN_HEADER);
  });

  it('answers an upstream error status as a response, and a binary body as base64', async () => {
    const token = await customerToken(member);

    const failed = await send(member, { url: `${base()}/fail`, requestMethod: 'GET' }, token);
    const binary = await send(member, { url: `${base()}/binary`, requestMethod: 'GET' }, token);

    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 500, body: '{"error":"upstream broke"}' });
    expect(binary.body).toMatchObject({
      bodyEncoding: 'base64',
      body: Buffer.from([0, 255, 1, 254]).toString('base64'),
    });
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${fakeApi.port}/`, 'loopback'],
    ['the metadata server', () => 'http://169.254.169.254/computeMetadata/v1/', 'metadata'],
    ['a private address', () => 'http://10.0.0.7/', 'private'],
    ['another scheme', () => 'file:///etc/passwd', 'scheme'],
  ])('refuses %s with a 400, the reason in detail, and no connection', async (_label, url, refusal) => {
    const token = await customerToken(member);
    const before = fakeApi.connections;

    const answer = await send(member, { url: url(), requestMethod: 'GET' }, token);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MSG_FAILED_TO_SEND_REQUEST);
    expect(answer.body.detail).toEqual(expect.any(String));
    expect(answer.body.error?.details).toMatchObject({
      reason: INTEGRATION_ERROR_REASONS.outboundRefused,
      refusal,
    });
    expect(fakeApi.connections).toBe(before);
  });

  it('refuses bad input, a missing or foreign customer token', async () => {
    const token = await customerToken(member);
    const request = { url: `${base()}/`, requestMethod: 'GET' };

    const badMethod = await send(member, { ...request, requestMethod: 'CONNECT' }, token);
    expect(badMethod.status).toBe(400);
    expect(badMethod.body.error?.details?.reason).toBe(API_ERROR_REASONS.invalidInput);
    expect((await send(member, { requestMethod: 'GET' }, token)).status).toBe(400);

    const missing = await send(member, request);
    expect(missing.status).toBe(401);
    expect(missing.body.error?.details?.reason).toBe(INTEGRATION_ERROR_REASONS.customerTokenInvalid);
    expect((await send(member, request, 'pct1.forged.token')).status).toBe(401);
    expect((await send(stranger, request, token)).status).toBe(403);
  });
});

describe('code blocks', () => {
  const code =
    'export default function run(input) {\n  console.log("hello", input.name);\n  return { greeting: `Hi ${input.name}` };\n}';
  const validate = (caller: Caller, body: unknown) =>
    api('POST', API_ROUTES.validateCode.path, { caller, body });
  const execute = (caller: Caller, body: unknown, token?: string) =>
    api('POST', API_ROUTES.executeCode.path, {
      caller,
      body,
      ...(token ? { headers: { [CUSTOMER_TOKEN_HEADER]: token } } : {}),
    });

  it('validates, signs, and runs signed code with the caller’s customer token', async () => {
    const validated = await validate(member, { code, agentId: agent.id, workflowId });
    expect(validated.status).toBe(200);
    expect(validated.body.exportName).toBe('default');

    const ran = await execute(
      member,
      { code, signature: validated.body.signature, input: { name: 'Ada' } },
      await customerToken(member),
    );

    expect(ran.status).toBe(200);
    expect(ran.body).toMatchObject({ status: 'ok', output: { greeting: 'Hi Ada' }, logs: ['hello Ada'] });
  }, 30_000);

  it('answers the code’s own failure as a run result, not a failed request', async () => {
    const failing = 'export default function run() { throw new Error("nope"); }';
    const { body } = await validate(member, { code: failing, agentId: agent.id, workflowId });

    const ran = await execute(
      member,
      { code: failing, signature: body.signature },
      await customerToken(member),
    );

    expect(ran.status).toBe(200);
    expect(ran.body).toMatchObject({
      status: 'error',
      error: { kind: 'runtime-error', message: 'Error: nope' },
    });
  }, 30_000);

  it('refuses altered code, a forged signature, a token for another agent, and no token', async () => {
    const { body } = await validate(member, { code, agentId: agent.id, workflowId });
    const token = await customerToken(member);
    const signature = body.signature as string;

    const altered = await execute(member, { code: `${code}\n// changed`, signature }, token);
    expect(altered.status).toBe(403);
    expect(altered.body.message).toBe(MSG_CODE_SIGNATURE_INVALID);
    expect(altered.body.error?.details?.reason).toBe(INTEGRATION_ERROR_REASONS.codeSignatureInvalid);
    const [kind, claims] = signature.split('.');
    const forged = `${kind}.${claims}.${'A'.repeat(43)}`;
    expect((await execute(member, { code, signature: forged }, token)).status).toBe(403);
    expect((await execute(member, { code, signature: '' }, token)).status).toBe(400);

    const strangerToken = await customerToken(stranger, otherAgent.id);
    const wrongAgent = await execute(stranger, { code, signature }, strangerToken);
    expect(wrongAgent.status).toBe(403);
    expect(wrongAgent.body.error?.details?.reason).toBe(INTEGRATION_ERROR_REASONS.customerTokenWrongAgent);
    expect((await execute(member, { code, signature })).status).toBe(401);
  });

  it('refuses invalid code with line and column, oversized code, and agents the caller may not change', async () => {
    const broken = await validate(member, {
      code: 'export default function run(input) {\n  return input.;\n}',
      agentId: agent.id,
      workflowId,
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error?.details).toMatchObject({
      reason: INTEGRATION_ERROR_REASONS.invalidCode,
      diagnostics: [{ line: 2, column: 16 }],
    });
    expect(broken.body.message).toMatch(/^The code is not valid: Line 2, column 16: /);

    const oversized = 'x'.repeat(CODE_BLOCK_LIMITS.maxCodeBytes + 1);
    expect((await validate(member, { code: oversized, agentId: agent.id, workflowId })).status).toBe(400);
    expect((await validate(member, { code, agentId: agent.id, workflowId: 'not-its-workflow' })).status).toBe(
      400,
    );
    expect((await validate(viewer, { code, agentId: agent.id, workflowId })).status).toBe(403);
    expect((await validate(member, { code, agentId: otherAgent.id, workflowId })).status).toBe(403);
    expect((await validate(member, { code, agentId: 'no-such-agent', workflowId })).status).toBe(404);
  });
});
