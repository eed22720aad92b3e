import { API_ROUTES, COLLECTIONS, MSG_UNAUTHORIZED } from '@parley/domain';
import { adminApp, getTestEnv, requireAuthEmulator, requireFunctionsEmulator } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

/** Signs a new user up at the Auth emulator; answers their ID token and uid. */
async function signUp(auth: string): Promise<{ idToken: string; localId: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@parley.test`;
  const response = await fetch(
    `http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-password', returnSecureToken: true }),
    },
  );
  return (await response.json()) as { idToken: string; localId: string };
}

// End to end on the local stack: the official Auth emulator fires the deployed onAuthUserCreated
// trigger in the official Functions emulator, which provisions the user in the Parley emulator's
// Firestore; then the deployed `api` function answers POST /user/new for that user's real ID token.
describe('api and Auth trigger in the Functions emulator', () => {
  it('provisions a signed-up user once, whichever of trigger and route runs', async () => {
    const [auth, functions] = await Promise.all([requireAuthEmulator(), requireFunctionsEmulator()]);
    const { projectId } = getTestEnv();
    const { idToken, localId } = await signUp(auth);

    const db = getFirestore(adminApp());
    const profile = db.collection(COLLECTIONS.users).doc(localId);
    await expect
      .poll(async () => (await profile.get()).exists, { timeout: 30_000, interval: 250 })
      .toBe(true);

    const url = `http://${functions}/${projectId}/us-central1/api${API_ROUTES.newUser.path}`;
    const call = (authorization?: string) =>
      fetch(url, {
        method: API_ROUTES.newUser.method,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ phoneNumber: '+15550100' }),
      });
    const answer = await call(`Bearer ${idToken}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ uid: localId, created: false });
    expect((await profile.get()).get('phoneNumber')).toBe('+15550100');
    const orgs = await db.collection(COLLECTIONS.orgs).where('ownerUid', '==', localId).get();
    expect(orgs.size).toBe(1);

    const forged = await call('Bearer not-a-token');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ message: MSG_UNAUTHORIZED });
  }, 120_000);

  // The deployed runtime, not a test server: hostile ids are answered 400 at once and the process
  // lives on (GET …/agents/__proto__/available once took the api process down: ECONNRESET after it).
  it('answers hostile ids with 400 and keeps answering', async () => {
    const [auth, functions] = await Promise.all([requireAuthEmulator(), requireFunctionsEmulator()]);
    const { projectId } = getTestEnv();
    const { idToken } = await signUp(auth);
    const base = `http://${functions}/${projectId}/us-central1/api`;
    const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
    for (const agentId of ['__proto__', '__name__', 'a%2Fb', '%ED%A0%80']) {
      const answer = await fetch(`${base}/public/phone-numbers/agents/${agentId}/available`, { headers });
      expect(answer.status).toBe(400);
    }
    const token = await fetch(`${base}${API_ROUTES.acceptUserInvite.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token: '\ud800' }),
    });
    expect(token.status).toBe(400);
    const normal = await fetch(`${base}${API_ROUTES.newUser.path}`, { method: 'POST', headers, body: '{}' });
    expect(normal.status).toBe(200);
  }, 120_000);
});
