// An organisation's post-call webhook signing secret. It is derived, never stored:
// HMAC-SHA256(POST_CALL_WEBHOOK_KEY, "post-call-webhooks:<orgId>[:<generation>]"). Only its generation
// sits in the server-only t_webhook_signing/{orgId}, so no document a client rule could open holds a
// secret, rotating the platform key still rotates every organisation's, and one organisation's says
// nothing of another's. Rotating moves the generation on; the previous secret keeps signing beside the
// new one for POST_CALL_SECRET_GRACE_MS. docs/integrations.md#post-call-webhooks.
import { createHmac } from 'node:crypto';
import { COLLECTIONS, POST_CALL_SECRET_GRACE_MS, type PostCallSigningSecretResponse } from '@parley/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { hmacKey, POST_CALL_WEBHOOK_KEY } from '../integrations/integration-secrets';

/** What t_webhook_signing/{orgId} holds; absent means generation 0, never rotated. */
interface SigningState {
  generation: number;
  rotatedAt: Timestamp | null;
}

/**
 * The secret of `orgId`'s signing generation. Generation 0 is the secret organisations had before
 * rotation existed, so receivers configured with it keep verifying.
 */
export function postCallSigningSecret(orgId: string, generation = 0): string {
  const label =
    generation === 0 ? `post-call-webhooks:${orgId}` : `post-call-webhooks:${orgId}:${String(generation)}`;
  return createHmac('sha256', hmacKey(POST_CALL_WEBHOOK_KEY)).update(label).digest('hex');
}

const stateRef = (db: Firestore, orgId: string) => db.collection(COLLECTIONS.webhookSigning).doc(orgId);

const readState = async (db: Firestore, orgId: string): Promise<SigningState> =>
  parseState((await stateRef(db, orgId).get()).data());

function parseState(data: Record<string, unknown> | undefined): SigningState {
  const generation = data?.generation;
  const rotatedAt = data?.rotatedAt;
  return {
    generation:
      typeof generation === 'number' && Number.isInteger(generation) && generation > 0 ? generation : 0,
    rotatedAt: rotatedAt instanceof Timestamp ? rotatedAt : null,
  };
}

/** Until when the previous generation still signs (epoch ms), or null when it no longer does. */
function previousSignsUntil(state: SigningState, now: number): number | null {
  if (state.generation === 0 || !state.rotatedAt) return null;
  const until = state.rotatedAt.toMillis() + POST_CALL_SECRET_GRACE_MS;
  return until > now ? until : null;
}

function secretAnswer(orgId: string, state: SigningState, now: number): PostCallSigningSecretResponse {
  return {
    orgId,
    secret: postCallSigningSecret(orgId, state.generation),
    rotatedAt: state.rotatedAt?.toMillis() ?? null,
    previousSignsUntil: previousSignsUntil(state, now),
  };
}

/** The organisation's signing secret as its owner and admins see it. */
export async function readPostCallSigningSecret(
  db: Firestore,
  orgId: string,
  now = Date.now(),
): Promise<PostCallSigningSecretResponse> {
  return secretAnswer(orgId, await readState(db, orgId), now);
}

/** The secrets a delivery is signed with now: the current one, and the previous during its grace. */
export async function postCallSigningSecrets(
  db: Firestore,
  orgId: string,
  now = Date.now(),
): Promise<string[]> {
  const state = await readState(db, orgId);
  const current = postCallSigningSecret(orgId, state.generation);
  return previousSignsUntil(state, now) === null
    ? [current]
    : [current, postCallSigningSecret(orgId, state.generation - 1)];
}

/**
 * Moves the organisation to a new secret (in a transaction, so two rotations at once make two
 * generations, never one seen twice) and answers it. The previous secret signs on for the grace period.
 * The rotation's time is copied to t_org_secrets/{orgId} (postCallSecretRotatedAt) in the same write.
 */
export async function rotatePostCallSigningSecret(
  db: Firestore,
  orgId: string,
  uid: string,
  now = Date.now(),
): Promise<PostCallSigningSecretResponse> {
  const ref = stateRef(db, orgId);
  const next = await db.runTransaction(async (tx) => {
    const current = parseState((await tx.get(ref)).data());
    const rotated: SigningState = {
      generation: current.generation + 1,
      rotatedAt: Timestamp.fromMillis(now),
    };
    tx.set(ref, { orgId, ...rotated, rotatedBy: uid });
    // The one trace of it a client reads (its owner and admins, live): a screen that revealed the
    // previous secret in another tab hides it. The time only, never the secret.
    tx.set(
      db.collection(COLLECTIONS.orgSecrets).doc(orgId),
      { orgId, postCallSecretRotatedAt: now },
      { merge: true },
    );
    return rotated;
  });
  return secretAnswer(orgId, next, now);
}
