import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  POST_CALL_SECRET_GRACE_MS,
  type Organisation,
} from '@parley/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi, type Caller } from '../testing/api-client';
import { seedOrg, seedUser } from '../testing/seed';
import { postCallSigningSecret, postCallSigningSecrets } from './post-call-signing-secret';

const api = useApi();

const owner = newCaller('owner');
const admin = newCaller('admin');
const member = newCaller('member');
const viewerAdmin = newCaller('viewer-admin');
const stranger = newCaller('stranger');
let org: Organisation;
let otherOrg: Organisation;

beforeAll(async () => {
  await Promise.all([owner, admin, member, stranger].map((caller) => seedUser(caller)));
  await seedUser(viewerAdmin, { role: 'VIEWER' });
  org = await seedOrg({ owner, admins: [admin, viewerAdmin], members: [member] });
  otherOrg = await seedOrg({ owner: stranger });
});

const reveal = (caller: Caller | null, orgId: unknown) =>
  api('POST', API_ROUTES.revealPostCallSigningSecret.path, { caller, body: { orgId } });
const rotate = (caller: Caller | null, orgId: unknown) =>
  api('POST', API_ROUTES.rotatePostCallSigningSecret.path, { caller, body: { orgId } });

describe('the post-call signing secret routes', () => {
  it('show the owner and admins the secret deliveries are signed with', async () => {
    const byOwner = await reveal(owner, org.id);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toEqual({
      orgId: org.id,
      secret: postCallSigningSecret(org.id),
      rotatedAt: null,
      previousSignsUntil: null,
    });
    expect(byOwner.body.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await reveal(admin, org.id)).body).toEqual(byOwner.body);
    expect(await postCallSigningSecrets(db(), org.id)).toEqual([byOwner.body.secret]);
    // One organisation's secret is not another's.
    expect((await reveal(stranger, otherOrg.id)).body.secret).not.toBe(byOwner.body.secret);
  });

  it('refuse a member, a VIEWER, another organisation, an unknown one, a bad id and no sign-in', async () => {
    for (const call of [reveal, rotate]) {
      const byMember = await call(member, org.id);
      expect(byMember.status).toBe(403);
      expect(byMember.body.error?.details?.reason).toBe(API_ERROR_REASONS.insufficientRole);
      const byViewer = await call(viewerAdmin, org.id);
      expect(byViewer.status).toBe(403);
      expect(byViewer.body.error?.details?.reason).toBe(API_ERROR_REASONS.insufficientRole);
      const foreign = await call(stranger, org.id);
      expect(foreign.status).toBe(403);
      expect(foreign.body.error?.details?.reason).toBe(API_ERROR_REASONS.notOrgMember);
      expect((await call(owner, 'no-such-org')).status).toBe(404);
      expect((await call(owner, 'a/b')).status).toBe(400);
      expect((await call(null, org.id)).status).toBe(401);
    }
    // None of the refused rotations happened.
    expect((await reveal(owner, org.id)).body.rotatedAt).toBeNull();
  });

  it('rotate to a new secret, the previous one signing beside it for the grace period only', async () => {
    const before = (await reveal(owner, org.id)).body.secret as string;
    const rotated = await rotate(admin, org.id);
    expect(rotated.status).toBe(200);
    const after = rotated.body.secret as string;
    expect(after).not.toBe(before);
    expect(after).toBe(postCallSigningSecret(org.id, 1));
    expect(rotated.body.rotatedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(rotated.body.previousSignsUntil).toBe(
      (rotated.body.rotatedAt as number) + POST_CALL_SECRET_GRACE_MS,
    );
    expect((await reveal(owner, org.id)).body).toEqual(rotated.body);

    expect(await postCallSigningSecrets(db(), org.id)).toEqual([after, before]);
    const graceOver = (rotated.body.rotatedAt as number) + POST_CALL_SECRET_GRACE_MS + 1;
    expect(await postCallSigningSecrets(db(), org.id, graceOver)).toEqual([after]);

    // Rotating again moves on from the newest, never back to one seen before.
    const again = await rotate(owner, org.id);
    expect(again.body.secret).toBe(postCallSigningSecret(org.id, 2));
    expect([before, after]).not.toContain(again.body.secret);

    // What is stored is the generation, never the secret itself.
    const stored = (await db().collection(COLLECTIONS.webhookSigning).doc(org.id).get()).data();
    expect(stored).toMatchObject({ generation: 2, rotatedBy: owner.uid });
    expect(JSON.stringify(stored)).not.toContain(again.body.secret as string);
  });

  it("stamp each rotation's time, never the secret, where the owner and admins read it live", async () => {
    const credentials = () => db().collection(COLLECTIONS.orgSecrets).doc(otherOrg.id).get();
    const inviteToken = (await credentials()).get('inviteToken') as unknown;
    const rotated = await rotate(stranger, otherOrg.id);
    const stamped = (await credentials()).data();
    expect(stamped).toMatchObject({ postCallSecretRotatedAt: rotated.body.rotatedAt, inviteToken });
    expect(JSON.stringify(stamped)).not.toContain(rotated.body.secret as string);
  });
});
