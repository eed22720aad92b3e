import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@parley/scripts/chromium';
import { chromium, type Browser } from 'playwright-core';

/** Launches Debian's headless Chromium (which `npm test` installs when missing) for a journey. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Saves a screenshot of every open page to e2e/test-results/ (git-ignored), so a failed journey shows
 * what the user would have seen. Best effort: a page that cannot be captured is skipped.
 */
export async function screenshotOpenPages(browser: Browser, testName: string): Promise<void> {
  const dir = fileURLToPath(new URL('../test-results/', import.meta.url));
  await mkdir(dir, { recursive: true });
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  const pages = browser.contexts().flatMap((context) => context.pages());
  await Promise.all(
    pages.map((page, index) =>
      page.screenshot({ path: `${dir}${slug}-${index}.png`, fullPage: true }).catch(() => undefined),
    ),
  );
}
