// @ts-check
// Lists the 20 slowest test files of a vitest run from its JSON report. `npm test` writes one to
// .parley/vitest-report.json; for a run of your own, add `--reporter=default --reporter=json
// --outputFile.json=<file>` to `npx vitest run`.
// Usage: npm run test:slowest [-- <report.json>] [-- --limit N]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/project-config.mjs';
import { formatSlowest, slowestFiles, VITEST_REPORT } from './lib/slowest-tests.mjs';

const { values, positionals } = parseArgs({
  options: { limit: { type: 'string', default: '20' } },
  allowPositionals: true,
});
const path = positionals[0] ?? VITEST_REPORT;
let text;
try {
  text = readFileSync(path, 'utf8');
} catch {
  console.error(`No vitest JSON report at ${path}: run \`npm test\` first, or pass a report's path.`);
  process.exit(1);
}
const files = slowestFiles(JSON.parse(text), { limit: Number(values.limit), root: ROOT });
console.log(`The ${files.length} slowest test files (${path}):\n${formatSlowest(files)}`);
