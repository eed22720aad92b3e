import { callFiltersSchema } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { csvRowCounter, exportCallsPath } from './export-calls';

describe('export', () => {
  it('sends the log filters as the export query', () => {
    const filters = callFiltersSchema.parse({
      agentId: 'agent-1',
      sentiment: 'Negative',
      reason: 'Complaint',
    });
    expect(exportCallsPath(filters)).toBe(
      '/calls/export?agentId=agent-1&sentiment=Negative&reason=Complaint&sort=createdAt&direction=desc',
    );
  });

  it('counts the rows received so far, across chunk boundaries, without the header', () => {
    const count = csvRowCounter();
    expect(count('id,startedAt')).toBe(0);
    expect(count(',type\r\nc1,2026')).toBe(0);
    expect(count('\r\nc2,2026\r')).toBe(1);
    expect(count('\nc3,2026\r\n')).toBe(3);
  });
});
