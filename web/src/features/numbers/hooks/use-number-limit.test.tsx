import { MSG_NUMBER_LIMIT_REACHED, phoneNumberSchema, type Plan, type PhoneNumber } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import type { AsyncState } from '../../../lib/async-state';
import { makeCurrentOrg, makeOrg, makeSessionUser } from '../../../testing/factories';
import { renderHookWithProviders } from '../../../testing/render';
import { useNumberLimitReason } from './use-number-limit';

const member = { status: 'signedIn' as const, user: makeSessionUser({ uid: 'user-bob' }) };

const number = (id: string, source: PhoneNumber['source']): PhoneNumber =>
  phoneNumberSchema.parse({ id, orgId: 'org-acme', number: id, source, agentId: 'a1' });

function reasonForMember(ownerPlan: Plan, numbers: AsyncState<readonly PhoneNumber[]>) {
  const org = makeOrg({ ownerUid: 'user-ann', memberUids: ['user-ann', 'user-bob'], ownerPlan });
  const { result } = renderHookWithProviders(() => useNumberLimitReason(org.id, numbers), {
    session: member,
    currentOrg: makeCurrentOrg(org),
  });
  return result.current;
}

describe('useNumberLimitReason', () => {
  const one = { status: 'success', data: [number('+14155550101', 'bought')] } as const;

  it("shows a non-owner member the owner's plan cap once the agent has that many business numbers", () => {
    expect(reasonForMember('FREE', one)).toBe(MSG_NUMBER_LIMIT_REACHED);
  });

  it('does not count SIP addresses, and waits for the numbers to load', () => {
    const sipOnly = { status: 'success', data: [number('sip:desk@pbx.example.com', 'sip')] } as const;
    expect(reasonForMember('FREE', sipOnly)).toBeNull();
    expect(reasonForMember('FREE', { status: 'loading' })).toBeNull();
  });

  it('allows more numbers on a larger plan', () => {
    expect(reasonForMember('ENTERPRISE', one)).toBeNull();
  });
});
