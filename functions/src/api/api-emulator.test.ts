import { API_ROUTES, COLLECTIONS, MSG_UNAUTHORIZED } from '@parley/domain';
import { adminApp, getTestEnv, requireAuthEmulator, requireFunctionsEmulator } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

// End to end on the local stack: the official Auth emulator fires the deployed onAuthUserCreated
// trigger in the official Functions emulator, which provisions the user in the Parley emulator's
// Firestore; then the deployed `api` function answers POST /user/new for that user's real ID token.
describe('api and Auth trigger in the Functions emulator', () => {
  it('provisions a signed-up user once, whichever of trigger and route runs', async () => {
    const [auth, functions] = await Promise.all([requireAuthEmulator(), requireFunctionsEmulator()]);
    const { projectId } = getTestEnv();
    const email = `e2e-${Date.now()}@parley.test`;
    const signUp = await fetch(
      `http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret-password', returnSecureToken: true }),
      },
    );
    const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string };

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
});
