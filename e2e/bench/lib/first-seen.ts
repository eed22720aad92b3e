// A page's first sight of an element, timed from navigation start in the page itself (so the figure
// holds no round trip to the bench): install `firstSeenProbe(selector)` with page.addInitScript, load
// the page, then read `firstSeen(page)`. The probe is source text: tsx decorates compiled functions
// with a helper the page lacks.
import type { Page } from 'playwright-core';

/** The init script: records in the page the time since navigation start at which `selector` first matches. */
export const firstSeenProbe = (selector: string): string => `(() => {
  const observer = new MutationObserver(() => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.__firstSeen = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
})();`;

/** Waits (bounded) for the probe's selector to show in the loaded page: its time since navigation start. */
export async function firstSeen(page: Page, timeoutMs: number): Promise<number> {
  await page.waitForFunction('window.__firstSeen !== undefined', undefined, { timeout: timeoutMs });
  return page.evaluate<number>('window.__firstSeen');
}
