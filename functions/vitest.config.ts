import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    // Emulator round trips, and provider SDKs loaded on first use, are slow on a busy 2-core machine.
    testTimeout: 20_000,
    // The Admin SDK then targets the local Auth emulator and accepts its unsigned ID tokens; the demo
    // project id guarantees no test can reach a real Firebase project.
    env: {
      GCLOUD_PROJECT: 'demo-parley',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    },
    // The shared emulator harness: Firestore and Storage once per run, Auth and Functions on request.
    globalSetup: ['../scripts/testing/global-setup.ts'],
    setupFiles: ['../scripts/testing/setup-env.ts'],
  },
});
