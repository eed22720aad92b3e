import { describe, expect, it } from 'vitest';
import { MSG_CAMPAIGN_ID_REQUIRED, MSG_PHONE_NUMBER_REQUIRED } from '../messages';
import {
  assignCampaignNumbersRequestSchema,
  createCampaignRequestSchema,
  triggerCallRequestSchema,
  updateCampaignBodySchema,
  updateCampaignRequestSchema,
  MSG_NOTHING_TO_UPDATE,
} from './campaigns';

describe('campaign request schemas', () => {
  it('create needs an agent and a name; the rest is optional', () => {
    expect(createCampaignRequestSchema.parse({ agentId: 'a1', name: ' Renewals ' })).toEqual({
      agentId: 'a1',
      name: 'Renewals',
    });
    expect(createCampaignRequestSchema.safeParse({ agentId: 'a1', name: '' }).success).toBe(false);
    expect(
      createCampaignRequestSchema.safeParse({ agentId: 'a1', name: 'x', routingType: 'zip' }).success,
    ).toBe(false);
  });

  it('PATCH drops server fields (status, counters, agent) and needs the id', () => {
    const body = { name: 'New', status: 'COMPLETED', progress: { called: 9 }, agentId: 'other' };
    expect(updateCampaignBodySchema.parse(body)).toEqual({ name: 'New' });
    expect(updateCampaignRequestSchema.safeParse(body).error?.issues[0]?.message).toBe(
      MSG_CAMPAIGN_ID_REQUIRED,
    );
  });

  it('PATCH refuses a body with nothing to change', () => {
    for (const body of [{}, { status: 'COMPLETED', unknown: 1 }]) {
      const issues = updateCampaignRequestSchema.safeParse({ ...body, id: 'c1' }).error?.issues;
      expect(issues?.map((issue) => issue.message)).toEqual([MSG_NOTHING_TO_UPDATE]);
    }
    expect(updateCampaignRequestSchema.safeParse({ id: 'c1', workflowId: null }).success).toBe(true);
  });

  it('PATCH refuses a weight outside 0–100', () => {
    const entry = { id: 'n', number: '+12015550100', isActive: true, weight: 101 };
    expect(updateCampaignBodySchema.safeParse({ phoneNumbers: [entry] }).success).toBe(false);
    expect(updateCampaignBodySchema.safeParse({ phoneNumbers: [{ ...entry, weight: 99.5 }] }).success).toBe(
      true,
    );
  });

  it('assign needs at least one number', () => {
    const result = assignCampaignNumbersRequestSchema.safeParse({ campaignId: 'c1', phoneNumbers: [] });
    expect(result.error?.issues[0]?.message).toBe(MSG_PHONE_NUMBER_REQUIRED);
  });

  it('trigger-call needs variables.phone_number to be a phone number', () => {
    const base = { agentId: 'a1', workflowId: 'w1' };
    expect(
      triggerCallRequestSchema.safeParse({ ...base, variables: { phone_number: '+1 (415) 555-0100' } })
        .success,
    ).toBe(true);
    expect(triggerCallRequestSchema.safeParse({ ...base, variables: { name: 'Ada' } }).success).toBe(false);
    expect(
      triggerCallRequestSchema.safeParse({ ...base, variables: { phone_number: 'call me' } }).success,
    ).toBe(false);
  });
});
