import { describe, expect, it } from 'vitest';
import { callRecordSchema } from './call-record';
import { timestampSchema } from './common';
import { creditLedgerEntrySchema } from './credit-ledger';
import { customActionSchema, integrationRequestSchema } from './integration';
import { documentSchema, websiteSchema } from './knowledge-base';
import { pendingInviteSchema } from './pending-invite';

describe('call records', () => {
  it('parse with defaults and refuse unknown statuses', () => {
    const call = callRecordSchema.parse({
      id: 'c1',
      agentId: 'a1',
      type: 'outboundPhoneCall',
      status: 'completed',
      createdAt: 1_700_000_000_000,
      routing: { chosenNumber: '+12015550100', reason: 'state-match', explanation: 'Callee is in NJ' },
      transcript: [{ type: 'assistant', content: 'Hello' }],
    });
    expect(call.sentiment).toBe('Unsure');
    expect(call.campaignId).toBeNull();
    expect(call.transcript[0]?.at).toBe(0);
    expect(callRecordSchema.safeParse({ ...call, status: 'done' }).success).toBe(false);
    expect(callRecordSchema.safeParse({ ...call, reason: 'Billing' }).success).toBe(true);
  });
});

describe('credit ledger', () => {
  it('takes signed integer amounts and a YYYY-MM period', () => {
    const entry = creditLedgerEntrySchema.parse({
      id: 'l1',
      uid: 'u1',
      amount: -3,
      balanceAfter: 97,
      reason: 'call_usage',
      createdAt: new Date(0),
    });
    expect(entry.period).toBeNull();
    expect(creditLedgerEntrySchema.safeParse({ ...entry, period: '2026-1' }).success).toBe(false);
    expect(creditLedgerEntrySchema.safeParse({ ...entry, amount: 1.5 }).success).toBe(false);
  });
});

describe('timestamps', () => {
  it('accept Firestore, Date, millis and ISO forms', () => {
    expect(timestampSchema.safeParse({ seconds: 1, nanoseconds: 0 }).success).toBe(true);
    expect(timestampSchema.safeParse(new Date()).success).toBe(true);
    expect(timestampSchema.safeParse(5).success).toBe(true);
    expect(timestampSchema.safeParse('2026-01-01T00:00:00Z').success).toBe(true);
    expect(timestampSchema.safeParse('yesterday').success).toBe(false);
  });
});

describe('knowledge base, integrations and invites', () => {
  it('default documents and websites to active', () => {
    expect(documentSchema.parse({ id: 'd', name: 'n', agentId: 'a' }).active).toBe(true);
    expect(websiteSchema.parse({ id: 'w', agentId: 'a' }).active).toBe(true);
  });

  it('keep action statuses to the enumeration', () => {
    expect(customActionSchema.parse({ id: 'x', name: 'n', integrationId: 'i', ownerUid: 'u' }).status).toBe(
      'draft',
    );
    expect(
      customActionSchema.safeParse({ id: 'x', name: 'n', integrationId: 'i', ownerUid: 'u', status: 'live' })
        .success,
    ).toBe(false);
  });

  it('need the requester and integration on a request', () => {
    expect(integrationRequestSchema.safeParse({ user: { id: 'u' }, integration: 'HubSpot' }).success).toBe(
      true,
    );
    expect(integrationRequestSchema.safeParse({ user: { id: 'u' } }).success).toBe(false);
  });

  it('need every pending-invite field', () => {
    expect(
      pendingInviteSchema.safeParse({ token: 't', source: 's', originalUrl: '/', timestamp: 1, expiresAt: 2 })
        .success,
    ).toBe(true);
    expect(pendingInviteSchema.safeParse({ token: 't', source: 's', originalUrl: '/' }).success).toBe(false);
  });
});
