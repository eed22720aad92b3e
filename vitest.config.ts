import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each keeps its own project config beside its code.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'emulator/vitest.config.ts',
      'functions/vitest.config.ts',
      'scripts/vitest.config.ts',
      'web/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
