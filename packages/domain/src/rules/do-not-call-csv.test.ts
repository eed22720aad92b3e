import { describe, expect, it } from 'vitest';
import { DO_NOT_CALL_CSV, parseDoNotCallCsv } from './do-not-call-csv';

describe('parseDoNotCallCsv', () => {
  it('reads the phone column as E.164, once per number', () => {
    expect(
      parseDoNotCallCsv('Phone Number,note\n(201) 555-0100,a\n+1 201 555 0100,b\n+44 20 7946 0000,c\n'),
    ).toEqual({
      numbers: ['+12015550100', '+442079460000'],
      rowErrors: [],
      fileErrors: [],
    });
  });

  it('names each bad row by its line in the file, blank lines included', () => {
    const result = parseDoNotCallCsv('phone\n2015550100\nnot a number\n\n12\n2015550103\n,\n');
    expect(result.rowErrors).toEqual([
      { row: 3, message: 'Invalid phone number: not a number' },
      { row: 5, message: 'Invalid phone number: 12' },
    ]);
  });

  it('refuses a file without a phone column, without rows, or with too many rows', () => {
    expect(parseDoNotCallCsv('name\nAnn\n').fileErrors).toHaveLength(1);
    expect(parseDoNotCallCsv('phone\n\n').fileErrors).toHaveLength(1);
    const many = `phone\n${'2015550100\n'.repeat(DO_NOT_CALL_CSV.maxRows + 1)}`;
    expect(parseDoNotCallCsv(many).fileErrors).toEqual([
      'A do-not-call file can hold at most 100000 numbers; split it and import each part.',
    ]);
  });
});
