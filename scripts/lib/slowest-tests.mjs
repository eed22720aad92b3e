// @ts-check
// The slowest test files of a vitest run, read from its JSON report (`--reporter=json`), so the next
// person can see where `npm test`'s minutes go (docs/testing.md, "The slowest files").
import { ROOT } from './project-config.mjs';

/** Where `npm test` writes its vitest JSON report (.parley/ is git-ignored scratch space). */
export const VITEST_REPORT = `${ROOT}.parley/vitest-report.json`;

/**
 * @typedef {object} FileResult  one entry of the report's `testResults`
 * @property {string} name        the file's absolute path
 * @property {number} startTime   epoch ms
 * @property {number} endTime     epoch ms
 * @property {string} status
 * @property {{ title: string, fullName?: string, duration?: number | null }[]} assertionResults
 */

/**
 * @typedef {object} SlowFile
 * @property {string} file         relative to root
 * @property {number} ms           the file's time in the run, from its start to its end
 * @property {number} tests
 * @property {string} status
 * @property {{ name: string, ms: number } | null} slowestTest
 */

/**
 * @param {{ testResults?: FileResult[] }} report  a vitest JSON report
 * @param {{ limit?: number, root?: string }} [options]
 * @returns {SlowFile[]} the slowest files first
 */
export function slowestFiles(report, { limit = 20, root = '' } = {}) {
  if (!Array.isArray(report.testResults)) {
    throw new Error('Not a vitest JSON report: it has no testResults (run vitest with --reporter=json).');
  }
  return report.testResults
    .map((result) => {
      const slowest = result.assertionResults.reduce(
        (best, test) => ((test.duration ?? 0) > (best?.duration ?? -1) ? test : best),
        /** @type {FileResult['assertionResults'][number] | undefined} */ (undefined),
      );
      return {
        file: root && result.name.startsWith(root) ? result.name.slice(root.length) : result.name,
        ms: Math.max(0, result.endTime - result.startTime),
        tests: result.assertionResults.length,
        status: result.status,
        slowestTest: slowest ? { name: slowest.fullName ?? slowest.title, ms: slowest.duration ?? 0 } : null,
      };
    })
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
}

/**
 * One line per file: its seconds, test count and its slowest test.
 * @param {SlowFile[]} files
 * @returns {string}
 */
export function formatSlowest(files) {
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)}s`.padStart(7);
  return files
    .map((file, index) => {
      const slowest = file.slowestTest
        ? `  slowest: ${seconds(file.slowestTest.ms).trim()} ${file.slowestTest.name}`
        : '';
      const failed = file.status === 'passed' ? '' : ` [${file.status}]`;
      return `${String(index + 1).padStart(2)}. ${seconds(file.ms)}  ${file.file} (${file.tests} tests)${failed}${slowest}`;
    })
    .join('\n');
}
