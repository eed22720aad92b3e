// Customer tokens: short-lived, signed grants to use one agent's integrations (send-request, code
// execution) on behalf of one user. get-customer-token issues one after the full authorisation
// check; the hot routes then verify the token instead of re-reading membership on every call, so a
// removed member keeps access at most CUSTOMER_TOKEN_TTL_MS. docs/integrations.md has the design.
import {
  CUSTOMER_TOKEN_TTL_MS,
  INTEGRATION_ERROR_REASONS,
  MSG_CUSTOMER_TOKEN_INVALID,
  MSG_CUSTOMER_TOKEN_NOT_YOURS,
  MSG_CUSTOMER_TOKEN_REQUIRED,
  MSG_CUSTOMER_TOKEN_WRONG_AGENT,
} from '@parley/domain';
import { z } from 'zod';
import { failure } from '../lib/errors';
import { CUSTOMER_TOKEN_KEY, hmacKey } from './integration-secrets';
import { open, seal } from './signed-envelope';

const KIND = 'pct1';
/** What a customer token grants: the `integrations` scope of one agent of one organisation, to one user. */
const claimsSchema = z.object({
  sub: z.string().min(1),
  agentId: z.string().min(1),
  orgId: z.string().min(1),
  scope: z.literal('integrations'),
  iat: z.number(),
  exp: z.number(),
});
export type CustomerTokenClaims = z.infer<typeof claimsSchema>;

/** A token for `uid` on `agentId` of `orgId`, expiring CUSTOMER_TOKEN_TTL_MS after `now`. */
export function mintCustomerToken(
  grant: { uid: string; agentId: string; orgId: string },
  now = Date.now(),
): { token: string; expiresAt: number } {
  const claims: CustomerTokenClaims = {
    sub: grant.uid,
    agentId: grant.agentId,
    orgId: grant.orgId,
    scope: 'integrations',
    iat: now,
    exp: now + CUSTOMER_TOKEN_TTL_MS,
  };
  return { token: seal(hmacKey(CUSTOMER_TOKEN_KEY), KIND, claims), expiresAt: claims.exp };
}

const invalid = () =>
  failure('unauthenticated', MSG_CUSTOMER_TOKEN_INVALID, {
    reason: INTEGRATION_ERROR_REASONS.customerTokenInvalid,
  });

/**
 * The claims of `token` (the request's X-Parley-Customer-Token header, CUSTOMER_TOKEN_HEADER), checked: signed
 * by us, unexpired, issued to `uid` and, when given, for `agentId`. Missing, forged or expired is
 * `unauthenticated` (get a new one); another user's or another agent's is `permission-denied`.
 */
export function requireCustomerToken(
  token: string | undefined,
  uid: string,
  agentId?: string,
  now = Date.now(),
): CustomerTokenClaims {
  if (!token) {
    throw failure('unauthenticated', MSG_CUSTOMER_TOKEN_REQUIRED, {
      reason: INTEGRATION_ERROR_REASONS.customerTokenInvalid,
    });
  }
  const parsed = claimsSchema.safeParse(open(hmacKey(CUSTOMER_TOKEN_KEY), KIND, token));
  if (!parsed.success || parsed.data.exp <= now) throw invalid();
  const claims = parsed.data;
  if (claims.sub !== uid) {
    throw failure('permission-denied', MSG_CUSTOMER_TOKEN_NOT_YOURS, {
      reason: INTEGRATION_ERROR_REASONS.customerTokenInvalid,
    });
  }
  if (agentId !== undefined && claims.agentId !== agentId) {
    throw failure('permission-denied', MSG_CUSTOMER_TOKEN_WRONG_AGENT, {
      reason: INTEGRATION_ERROR_REASONS.customerTokenWrongAgent,
    });
  }
  return claims;
}
