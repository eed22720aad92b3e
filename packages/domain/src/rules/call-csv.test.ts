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
      `c1,2026-01-02T03:04:05.000Z,outboundPhoneCall,completed,42,Unsure,Sales,+15550001,'=HYPERLINK(1),,v0.3,,0,"Said ""hi"", then\nleft"\r\n`,
    );
  });
});
