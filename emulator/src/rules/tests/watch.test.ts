import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Ruleset } from '../compile.ts';
import type { Issue } from '../issues.ts';
import { watchRulesFile } from '../watch.ts';

const GOOD = `rules_version = '2';\nservice cloud.firestore { match /databases/{d}/documents { match /a/{b} { allow read; } } }\n`;
const BROKEN = `rules_version = '2';\nservice cloud.firestore {\n  match /a/{b} { allow read: if ; }\n}\n`;

function waitFor(check: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > 5000) {
        clearInterval(timer);
        reject(new Error('timed out'));
      }
    }, 10);
  });
}

describe('watchRulesFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rules-watch-'));
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('compiles at once, reports a syntax error with its position, and reloads the fixed file', async () => {
    const file = join(dir, 'firestore.rules');
    writeFileSync(file, GOOD);
    const compiled: Ruleset[] = [];
    const errors: Issue[][] = [];
    stop = watchRulesFile(
      file,
      (ruleset) => compiled.push(ruleset),
      (issues) => errors.push(issues),
      20,
    );
    expect(compiled).toHaveLength(1);

    writeFileSync(file, BROKEN);
    await waitFor(() => errors.length === 1);
    expect(errors[0]?.[0]?.sourcePosition).toEqual({ fileName: 'firestore.rules', line: 3, column: 33 });
    expect(compiled).toHaveLength(1);

    writeFileSync(file, GOOD.replace('allow read;', 'allow read, write;'));
    await waitFor(() => compiled.length === 2);
  });

  it('reports an unreadable file as an error', () => {
    const errors: Issue[][] = [];
    stop = watchRulesFile(
      join(dir, 'missing.rules'),
      () => undefined,
      (issues) => errors.push(issues),
      20,
    );
    expect(errors[0]?.[0]?.description).toMatch(/Cannot read rules file/);
  });
});
