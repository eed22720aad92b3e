import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    // The same emulator harness as every other project, so one `vitest run` starts the emulators once.
    globalSetup: ['../scripts/testing/global-setup.ts'],
    setupFiles: ['../scripts/testing/setup-env.ts'],
    // A journey drives a real browser through many screens; each step waits on real servers.
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // Journeys share one built app and one browser; running them side by side only adds contention.
    fileParallelism: false,
  },
});
