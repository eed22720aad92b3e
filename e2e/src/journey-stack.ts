// What every journey file sets up: the local stack and one Chromium, started once for the file, and
// screenshots of every open page when a journey fails.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, screenshotOpenPages } from './browser';
import { startLocalStack, type LocalStack } from './local-stack';

export interface JourneyStack {
  readonly stack: LocalStack;
  readonly browser: Browser;
}

/** Registers the file's hooks; read `stack` and `browser` inside tests, once beforeAll has run. */
export function useJourneyStack(): JourneyStack {
  let stack: LocalStack | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The journey stack is read before beforeAll started it.');
    return value;
  };

  beforeAll(async () => {
    stack = await startLocalStack();
    browser = await launchChromium();
  });

  afterEach(async ({ task }) => {
    if (browser && task.result?.state === 'fail') await screenshotOpenPages(browser, task.name);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  return {
    get stack() {
      return started(stack);
    },
    get browser() {
      return started(browser);
    },
  };
}
