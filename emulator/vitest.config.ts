import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'emulator',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // No GCE metadata server here: without this the Admin SDK probes for one and logs a warning per probe.
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
