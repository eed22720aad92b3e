import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTestEnv } from '@parley/scripts/testing';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';

const repoFile = (name: string): string => fileURLToPath(new URL(`../../../${name}`, import.meta.url));

const hostAndPort = (address: string): { host: string; port: number } => {
  const [host = '127.0.0.1', port = '0'] = address.split(':');
  return { host, port: Number(port) };
};

/**
 * A rules-unit-testing environment on the run's emulators with the repository's firestore.rules and
 * storage.rules. Each test file passes its own project id, so its data and rules never meet another
 * file's (the harness's project keeps its own).
 */
export function useRulesEnv(projectId: string): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    const { firestore, storage } = getTestEnv();
    env = await initializeTestEnvironment({
      projectId,
      firestore: { ...hostAndPort(firestore), rules: readFileSync(repoFile('firestore.rules'), 'utf8') },
      storage: { ...hostAndPort(storage), rules: readFileSync(repoFile('storage.rules'), 'utf8') },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('rules environment not ready');
    return env;
  };
}
