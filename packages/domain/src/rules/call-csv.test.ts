import { describe, expect, it } from 'vitest';
import { callRecordSchema } from '../schemas/call-record';
import { callCsvHeader, callCsvRow } from './call-csv';

describe('call CSV', () => {
  it('writes one quoted row per call, neutralising formulas', () => {
    const call = callRecordSchema.parse({
      id: 'c1',
      agentId: 'a1',
      type: 'outboundPhoneCall',
      status: 'completed',
      createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
      durationSeconds: 42,
      fromNumber: '+15550001',
      reason: 'Sales',
      toNumber: '=HYPERLINK(1)',
      summary: 'Said "hi", then\nleft',
      agentVersion: 3,
    });
    expect(callCsvHeader().startsWith('id,startedAt,type,status')).toBe(true);
    expect(callCsvRow(call)).toBe(
      `c1,2026-01-02T03:04:05.000Z,outboundPhoneCall,completed,42,Unsure,Sales,+15550001,'=HYPERLINK(1),,v0.3,,0,"Said ""hi"", then\nleft",,,,,,,,\r\n`,
    );
  });

  it('carries the analysis: verdict, rationale, summary, sentiment, reason, tags and the data fields', () => {
    const call = callRecordSchema.parse({
      id: 'c2',
      agentId: 'a1',
      type: 'inboundPhoneCall',
      status: 'completed',
      createdAt: 0,
      analysis: {
        status: 'done',
        verdict: 'failure',
        rationale: 'No booking.',
        summary: 'Asked, left.',
        sentiment: 'Negative',
        reason: 'Complaint',
        tags: ['dead air', 'lacks empathy'],
        fields: { plan: 'premium', seats: 3 },
      },
    });
    expect(callCsvHeader()).toContain(
      'analysisStatus,analysisVerdict,analysisRationale,analysisSummary,analysisSentiment,analysisReason,analysisTags,analysisFields',
    );
    expect(
      callCsvRow(call).endsWith(
        ',done,failure,No booking.,"Asked, left.",Negative,Complaint,dead air; lacks empathy,"{""plan"":""premium"",""seats"":3}"\r\n',
      ),
    ).toBe(true);
  });
});
