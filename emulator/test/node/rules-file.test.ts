import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator, type RulesFileLoad } from '../../src/index.ts';
import { eventually, uniqueProjectId } from '../helpers/emulator.ts';

const rulesAllowing = (write: boolean): string => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read: if true;
      allow write: if ${String(write)};
    }
  }
}
`;

describe('--firestore-rules file', () => {
  it('applies the file to the project, reloads it on change, and keeps the old rules when it breaks', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'parley-rules-'));
    const file = path.join(dir, 'firestore.rules');
    await writeFile(file, rulesAllowing(false));
    const projectId = uniqueProjectId('rulesfile');
    const lines: string[] = [];
    const emulator = await startEmulator({
      projectId,
      firestorePort: 0,
      storagePort: 0,
      firestoreRules: file,
      log: (line) => lines.push(line),
    });
    const docUrl = `http://${emulator.firestore.host}:${emulator.firestore.port}/v1/projects/${projectId}/databases/(default)/documents/c/d`;
    const write = async (): Promise<number> =>
      (await fetch(docUrl, { method: 'PATCH', body: JSON.stringify({ fields: {} }) })).status;
    try {
      expect(await write()).toBe(403);
      await writeFile(file, rulesAllowing(true));
      let status = 0;
      // The file is polled; give the change up to 10 s to land.
      for (let i = 0; i < 100 && status !== 200; i++) {
        status = await write();
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
      await writeFile(
        file,
        "rules_version = '2';\nservice cloud.firestore {\n  match /x { allow read: if ; }\n}\n",
      );
      await eventually(
        () => lines.some((l) => /firestore\.rules:3:\d+/.test(l)),
        'the located syntax error',
        10_000,
      );
      expect(await write()).toBe(200);
    } finally {
      await emulator.stop();
    }
  }, 30_000);
});

describe('onRulesLoad', () => {
  it('reports each load of a rules file: installed, or not with its located errors', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'parley-rules-'));
    const file = path.join(dir, 'storage.rules');
    await writeFile(
      file,
      "rules_version = '2';\nservice firebase.storage {\n  match /b { allow read: if ; }\n}\n",
    );
    const loads: RulesFileLoad[] = [];
    const emulator = await startEmulator({
      firestorePort: 0,
      storagePort: 0,
      storageRules: file,
      log: () => undefined,
      onRulesLoad: (load) => loads.push(load),
    });
    try {
      // The first load happens before startEmulator resolves.
      expect(loads.map((load) => [load.file, load.loaded])).toEqual([[file, false]]);
      expect(loads[0]?.problems).toMatch(/storage\.rules:3:\d+/);
      await writeFile(
        file,
        "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o { allow read: if true; }\n}\n",
      );
      await eventually(() => loads.length === 2, 'the reload', 10_000);
      expect(loads[1]).toEqual({ file, loaded: true, problems: '' });
    } finally {
      await emulator.stop();
    }
  }, 30_000);
});
