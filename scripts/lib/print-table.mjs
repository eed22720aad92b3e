// @ts-check
import { DEMO_LOGIN } from '../seed/demo-login.mjs';

/**
 * The one summary `npm start` prints once everything is ready.
 * @param {{ seconds: number, projectId: string, rows: [string, string][], persist: string | null }} summary
 */
export function printTable({ seconds, projectId, rows, persist }) {
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = [
    '',
    `Parley is running (project ${projectId}, ready in ${seconds.toFixed(1)}s):`,
    '',
    ...rows.map(([name, url]) => `  ${name.padEnd(width)}  ${url}`),
    '',
    `  Demo login  ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
    '',
    persist
      ? `Data is kept in ${persist} (exported when you stop).`
      : 'Data is discarded when you stop (`npm start -- --persist` keeps it).',
    'Press Ctrl-C to stop everything.',
  ];
  console.log(lines.join('\n'));
}
