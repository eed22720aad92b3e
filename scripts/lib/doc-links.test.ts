import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, documentationFiles } from './doc-links.mjs';
import { ROOT } from './project-config.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'parley-doc-links-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('documentation links', () => {
  it('resolve in the README, every docs/ page and the workspace READMEs', () => {
    const files = documentationFiles(ROOT);

    expect(files).toContain(join(ROOT, 'README.md'));
    expect(files).toContain(join(ROOT, 'docs/README.md'));
    expect(files.flatMap((file) => brokenLinks(file))).toEqual([]);
  });

  it('reports a missing file and a missing heading, and ignores links inside code', () => {
    mkdirSync(join(scratch, 'docs'), { recursive: true });
    writeFileSync(join(scratch, 'docs/page.md'), '# A page\n\n## The `npm start` phases\n');
    const readme = join(scratch, 'README.md');
    writeFileSync(
      readme,
      [
        '[ok](docs/page.md#the-npm-start-phases) [web](https://example.com/x) [self](#top)',
        '[gone](docs/missing.md) [bad anchor](docs/page.md#nowhere)',
        '```md',
        '[in a fence](docs/also-missing.md)',
        '```',
        '# Top',
      ].join('\n'),
    );

    expect(brokenLinks(readme)).toEqual([
      `${readme}: docs/missing.md (no such file)`,
      `${readme}: docs/page.md#nowhere (no heading #nowhere in docs/page.md)`,
    ]);
  });

  it('numbers repeated headings as GitHub does', () => {
    expect([...anchorsOf('# Set-up: step 1\n## Notes\n## Notes\n')]).toEqual([
      'set-up-step-1',
      'notes',
      'notes-1',
    ]);
  });
});
