import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each keeps its own project config beside its code.
export default defineConfig({
  test: {
    // Vitest's default (one worker per core but one) is a single worker on CI's 2 cores, which ran every
    // file in turn. The files mostly wait on the emulators and jsdom's I/O, so two side by side use both
    // cores; files that wipe emulator data keep a project of their own (docs/testing.md, "Side by side").
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
