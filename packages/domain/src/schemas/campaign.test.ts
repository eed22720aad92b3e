import { describe, expect, it } from 'vitest';
import { availablePhoneNumbersSchema, campaignPhoneNumberSchema, campaignSchema } from './campaign';
import { phoneNumberSchema } from './phone-number';

describe('campaign schema', () => {
  it('defaults to weight routing with no numbers and no status', () => {
    const campaign = campaignSchema.parse({ id: 'c1', agentId: 'a1', orgId: 'o1' });
    expect(campaign.routingType).toBe('weight');
    expect(campaign.phoneNumbers).toEqual([]);
    expect(campaign.status).toBeUndefined();
    expect(campaign.progress).toEqual({
      called: 0,
      completed: 0,
      failed: 0,
      inFlight: 0,
      skipped: 0,
      skippedBy: {},
    });
  });

  it('keeps weights within 0–100', () => {
    expect(campaignPhoneNumberSchema.safeParse({ id: 'p', number: '+1', weight: 100.01 }).success).toBe(
      false,
    );
    expect(campaignPhoneNumberSchema.safeParse({ id: 'p', number: '+1', weight: -1 }).success).toBe(false);
    expect(campaignPhoneNumberSchema.parse({ id: 'p', number: '+1' })).toEqual({
      id: 'p',
      number: '+1',
      isActive: true,
      weight: 0,
    });
  });

  it('reads the available-numbers answer', () => {
    expect(availablePhoneNumbersSchema.parse({ agentPhoneNumbers: ['+1'] })).toEqual({
      agentPhoneNumbers: ['+1'],
      unassignedPhoneNumbers: [],
    });
  });
});

describe('phone number schema', () => {
  it('needs a source and defaults to unattached', () => {
    const number = phoneNumberSchema.parse({
      id: 'n1',
      orgId: 'o1',
      number: '+12015550100',
      source: 'bought',
    });
    expect(number.agentId).toBeNull();
    expect(number.provider).toBeNull();
    expect(
      phoneNumberSchema.safeParse({ id: 'n1', orgId: 'o1', number: '+1', source: 'ported' }).success,
    ).toBe(false);
  });
});
