import { CUSTOMER_TOKEN_TTL_MS, INTEGRATION_ERROR_REASONS } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { mintCustomerToken, requireCustomerToken } from './customer-token';

function refusal(run: () => unknown): { code: string; reason: unknown } {
  try {
    run();
  } catch (error) {
    const { code, details } = error as { code: string; details: { reason: unknown } };
    return { code, reason: details.reason };
  }
  throw new Error('expected a refusal');
}

describe('customer tokens', () => {
  const grant = { uid: 'u1', agentId: 'agent-1', orgId: 'org-1' };
  const now = 1_800_000_000_000;

  it('verify for their user and agent until they expire', () => {
    const { token, expiresAt } = mintCustomerToken(grant, now);

    expect(expiresAt).toBe(now + CUSTOMER_TOKEN_TTL_MS);
    expect(requireCustomerToken(token, 'u1', 'agent-1', expiresAt - 1)).toMatchObject({
      sub: 'u1',
      agentId: 'agent-1',
      orgId: 'org-1',
      scope: 'integrations',
    });
    expect(refusal(() => requireCustomerToken(token, 'u1', 'agent-1', expiresAt))).toEqual({
      code: 'unauthenticated',
      reason: INTEGRATION_ERROR_REASONS.customerTokenInvalid,
    });
  });

  it('refuse altered claims, another user and another agent', () => {
    const { token } = mintCustomerToken(grant, now);
    const [kind, , mac] = token.split('.');
    const widened = Buffer.from(
      JSON.stringify({
        sub: 'u1',
        agentId: 'agent-2',
        orgId: 'org-1',
        scope: 'integrations',
        iat: now,
        exp: now * 2,
      }),
    ).toString('base64url');

    expect(refusal(() => requireCustomerToken(`${kind}.${widened}.${mac}`, 'u1', 'agent-2', now)).code).toBe(
      'unauthenticated',
    );
    expect(refusal(() => requireCustomerToken(token, 'u2', 'agent-1', now)).code).toBe('permission-denied');
    expect(refusal(() => requireCustomerToken(token, 'u1', 'agent-2', now))).toEqual({
      code: 'permission-denied',
      reason: INTEGRATION_ERROR_REASONS.customerTokenWrongAgent,
    });
  });
});
