import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, which `npm test` installs when missing (scripts/lib/ensure-chromium.mjs uses the
 * same default and override); Playwright's own browser download is not possible offline.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium for a journey. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
}
