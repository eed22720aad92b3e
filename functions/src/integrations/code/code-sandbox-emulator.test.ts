import { API_ROUTES, COLLECTIONS, CUSTOMER_TOKEN_HEADER } from '@parley/domain';
import { adminApp, getTestEnv, requireAuthEmulator, requireFunctionsEmulator } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { seedAgent, seedOrg } from '../../testing/seed';

// The deployed bundle in the official Functions emulator (its Node major): the sandbox worker must be
// found beside dist/index.js and load QuickJS's WebAssembly from node_modules, as after `firebase deploy`.
describe('code blocks in the Functions emulator', () => {
  it('validates, signs and runs code, stops a runaway run and keeps serving', async () => {
    const [auth, functions] = await Promise.all([requireAuthEmulator(), requireFunctionsEmulator()]);
    const email = `sandbox-${Date.now()}@parley.test`;
    const signUp = await fetch(
      `http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret-password', returnSecureToken: true }),
      },
    );
    const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string };
    const profile = getFirestore(adminApp()).collection(COLLECTIONS.users).doc(localId);
    await expect
      .poll(async () => (await profile.get()).exists, { timeout: 30_000, interval: 250 })
      .toBe(true);
    const org = await seedOrg({ owner: { uid: localId, email } });
    const { agent, workflow } = await seedAgent(org);

    const base = `http://${functions}/${getTestEnv().projectId}/us-central1/api`;
    const post = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${idToken}`,
          'content-type': 'application/json',
          ...(token ? { [CUSTOMER_TOKEN_HEADER]: token } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const run = async (code: string, input: unknown) => {
      const validated = await post(API_ROUTES.validateCode.path, {
        code,
        agentId: agent.id,
        workflowId: workflow.id,
      });
      expect(validated.status).toBe(200);
      return post(API_ROUTES.executeCode.path, { code, signature: validated.body.signature, input }, token);
    };
    const tokenAnswer = await post(API_ROUTES.getCustomerToken.path, { agentId: agent.id });
    expect(tokenAnswer.status).toBe(200);
    const token = tokenAnswer.body.token as string;

    expect(
      (await run('export default (input) => ({ sum: input.a + input.b })', { a: 2, b: 3 })).body,
    ).toMatchObject({
      status: 'ok',
      output: { sum: 5 },
    });
    expect((await run('export default function run() { for (;;) {} }', null)).body).toMatchObject({
      status: 'error',
      error: { kind: 'timeout' },
    });
    expect((await run('export default function run() { return typeof process; }', null)).body).toMatchObject({
      status: 'ok',
      output: 'undefined',
    });
  }, 180_000);
});
