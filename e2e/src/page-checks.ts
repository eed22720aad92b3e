// Checks a journey runs on every signed-in page it visits: axe-core finds no serious or critical
// accessibility violation, and on a phone nothing scrolls sideways.
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A phone's viewport (an iPhone 12–15): the width the layout must fit without a sideways scroll. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** The part of axe-core's API the checks call (the script is injected into the page). */
interface Axe {
  run(
    context: Element | Document,
    options: { resultTypes: string[] },
  ): Promise<{ violations: AxeViolation[] }>;
}

/**
 * Runs axe-core on the page (or only inside `within`, e.g. an open dialog) once it has settled, and
 * fails with every serious or critical violation, each with the elements it found and why.
 */
export async function expectNoSeriousAxeViolations(page: Page, within?: Locator): Promise<void> {
  // Injected per call: a navigation since the last one dropped it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  // The page first settles: sections still loading say so by name ('Loading voices'...), and axe should
  // see what they become. Then axe reads colours as drawn, so a button still fading from its disabled
  // grey, or a dialog fading out, would fail contrast: finite animations and transitions end first
  // (spinners and skeletons run forever, so not those).
  await page.locator('[aria-label^="Loading"]').first().waitFor({ state: 'detached' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const scope = within ?? page.locator('html');
  const violations = await scope.evaluate(async (element) => {
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(element.tagName === 'HTML' ? document : element, {
      resultTypes: ['violations'],
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(
        ({ target, html, failureSummary }) =>
          `${target.join(' ')}: ${html.slice(0, 200)} — ${failureSummary ?? ''}`,
      ),
    }));
  });
  const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(serious, `axe-core on ${new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * Fails when the page is wider than its viewport, i.e. the user would have to scroll sideways. A resize
 * re-lays the page out asynchronously (MUI's scrollable tabs measure themselves after it), so the width
 * is judged once the page has had a few seconds to settle, not at the first frame after a resize.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const excess = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect
    .poll(excess, {
      message: `pixels the page at ${new URL(page.url()).pathname} is wider than its viewport`,
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(0);
}

/** Fails unless `element` lies wholly inside the viewport's width (reachable without a sideways scroll). */
export async function expectWithinViewportWidth(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element is displayed').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}
