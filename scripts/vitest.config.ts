import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    environment: 'node',
    // The shared emulator harness this folder provides (testing/), used here by the seed's tests.
    globalSetup: ['testing/global-setup.ts'],
    setupFiles: ['testing/setup-env.ts'],
  },
});
