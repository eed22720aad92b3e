import { API_ERROR_REASONS } from '@parley/domain';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from './admin';
import { failure } from './errors';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Verifies `Authorization: Bearer <Firebase ID token>`; any problem is `unauthenticated`. */
export async function verifyBearerToken(authorization: string | undefined): Promise<DecodedIdToken> {
  const idToken = BEARER.exec(authorization ?? '')?.[1];
  if (!idToken) {
    throw failure('unauthenticated', 'Send a Firebase ID token as "Authorization: Bearer <token>".', {
      reason: API_ERROR_REASONS.unauthenticated,
    });
  }
  try {
    return await adminAuth().verifyIdToken(idToken);
  } catch {
    // The Admin SDK's message says why (expired, wrong project...); the client only needs to sign in again.
    throw failure('unauthenticated', 'The ID token is invalid or expired.', {
      reason: API_ERROR_REASONS.unauthenticated,
    });
  }
}
