// Runs in every test worker before its test file: points the Firebase server SDKs at the run's emulators,
// and fails each test with the compile errors while a rules file is broken (rules-problems.ts).
import { beforeEach, inject } from 'vitest';
import { fetchRulesProblems } from './rules-problems';
import { clientEnv } from './test-env';

const env = inject('parleyTestEnv');
Object.assign(process.env, clientEnv(env));

const { controlUrl } = env;
if (controlUrl) {
  beforeEach(async () => {
    const problems = await fetchRulesProblems(controlUrl);
    if (problems) throw new Error(`Parley test harness: ${problems}`);
  });
}
