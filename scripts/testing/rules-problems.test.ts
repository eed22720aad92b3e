import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localHarness } from './global-setup';
import { fetchRulesProblems } from './rules-problems';

const GOOD = {
  firestore: "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents { }\n}\n",
  storage: "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o { }\n}\n",
};
/** An `if` without a condition on line 3. */
const broken = (service: string) =>
  `rules_version = '2';\nservice ${service} {\n  match /x { allow read: if ; }\n}\n`;
const POLL = { timeout: 10_000, interval: 100 };

const dirs: string[] = [];
afterEach(() => Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

/** A firestore.rules and a storage.rules in a folder of their own, never the project's. */
async function rulesFiles(content: { firestore: string; storage: string }) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-harness-rules-'));
  dirs.push(dir);
  const files = { firestore: join(dir, 'firestore.rules'), storage: join(dir, 'storage.rules') };
  await Promise.all([
    writeFile(files.firestore, content.firestore),
    writeFile(files.storage, content.storage),
  ]);
  return files;
}

describe('the harness with a rules file that does not compile', () => {
  it('refuses to start, naming the file and where it breaks', async () => {
    const files = await rulesFiles({ ...GOOD, firestore: broken('cloud.firestore') });

    await expect(localHarness('demo-rules-check', files)).rejects.toThrow(
      /^Parley test harness: .*firestore\.rules does not compile, so the emulator did not load it:\n.*firestore\.rules:3:\d+: /,
    );
  });

  it('reports a rules file broken during the run to the tests, until it is fixed', async () => {
    const files = await rulesFiles(GOOD);
    const harness = await localHarness('demo-rules-check', files);
    const controlUrl = harness.env.controlUrl ?? '';
    try {
      expect(await fetchRulesProblems(controlUrl)).toBeNull();

      await writeFile(files.storage, broken('firebase.storage'));
      await expect
        .poll(() => fetchRulesProblems(controlUrl), POLL)
        .toMatch(
          /storage\.rules does not compile, so the emulator did not load it:\n.*storage\.rules:3:\d+: /,
        );

      await writeFile(files.storage, GOOD.storage);
      await expect.poll(() => fetchRulesProblems(controlUrl), POLL).toBeNull();
    } finally {
      await harness.stop();
    }
  });
});
