import { describe, expect, it } from 'vitest';
import { campaignContactSchema } from '../schemas/campaign-contact';
import { campaignContactsCsvHeader, campaignContactsCsvRow } from './campaign-contacts-csv';

describe('the campaign contacts export', () => {
  it('writes each contact with its decision and the reason a person reads', () => {
    const contact = campaignContactSchema.parse({
      id: 'c000002',
      index: 2,
      phoneNumber: '+13125550100',
      name: 'Lee, Ann',
      status: 'PENDING',
      decision: 'later',
      decisionReason: 'skipped for now: 21:14 in America/Chicago, outside 08:00–21:00',
      decidedAt: Date.parse('2026-03-10T02:14:00Z'),
    });
    expect(campaignContactsCsvHeader()).toBe(
      'index,phoneNumber,name,status,decision,reason,decidedAt,attempts,callStatus\r\n',
    );
    expect(campaignContactsCsvRow(contact)).toBe(
      '3,+13125550100,"Lee, Ann",PENDING,later,' +
        '"skipped for now: 21:14 in America/Chicago, outside 08:00–21:00",2026-03-10T02:14:00.000Z,0,\r\n',
    );
  });
});
