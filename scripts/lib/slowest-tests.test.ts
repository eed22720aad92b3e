import { describe, expect, it } from 'vitest';
import { formatSlowest, slowestFiles } from './slowest-tests.mjs';

const file = (name: string, ms: number, durations: number[]) => ({
  name: `/repo/${name}`,
  startTime: 1_000,
  endTime: 1_000 + ms,
  status: 'passed',
  assertionResults: durations.map((duration, index) => ({ title: `test ${index}`, duration })),
});

describe('slowestFiles', () => {
  it("lists files slowest first, at most the limit, with each file's slowest test", () => {
    const report = {
      testResults: [
        file('a.test.ts', 300, [10, 250]),
        file('b.test.ts', 9_000, [8_000, 900]),
        file('c.test.ts', 1_200, [1_100]),
      ],
    };

    const slowest = slowestFiles(report, { limit: 2, root: '/repo/' });

    expect(slowest).toEqual([
      {
        file: 'b.test.ts',
        ms: 9_000,
        tests: 2,
        status: 'passed',
        slowestTest: { name: 'test 0', ms: 8_000 },
      },
      {
        file: 'c.test.ts',
        ms: 1_200,
        tests: 1,
        status: 'passed',
        slowestTest: { name: 'test 0', ms: 1_100 },
      },
    ]);
  });

  it('keeps a file that failed before running any test, without a slowest test', () => {
    const slowest = slowestFiles({ testResults: [{ ...file('d.test.ts', 50, []), status: 'failed' }] });

    expect(slowest).toEqual([
      { file: '/repo/d.test.ts', ms: 50, tests: 0, status: 'failed', slowestTest: null },
    ]);
    expect(formatSlowest(slowest)).toBe(' 1.    0.1s  /repo/d.test.ts (0 tests) [failed]');
  });

  it('refuses a file that is not a vitest JSON report', () => {
    expect(() => slowestFiles({})).toThrow(/--reporter=json/);
  });
});
