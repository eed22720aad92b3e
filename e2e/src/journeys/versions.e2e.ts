// Issue 13's versions journey: the organisation turns version control on; the greeting is edited on
// the draft (the header says Edited) while a second tab sees that state live; the publish dialog shows
// the greeting's diff; publishing makes v0.2; restoring v0.1 makes it the draft again and publishing
// that makes v0.3. The workspace passes axe-core and fits a 390 px phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourneyStack } from '../journey-stack';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, PHONE_VIEWPORT } from '../page-checks';
import { AgentWorkspace } from '../pages/agent-workspace';
import { startAsNewOwner } from '../pages/new-owner';

const journey = useJourneyStack();

/** The page at 390 px wide fits without a sideways scroll; then back to the desktop width. */
async function onPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const run = Date.now().toString(36);
const owner = { name: 'Vera Versions', email: `vera-${run}@parley.test`, password: 'vera-pass-1' };
const NEW_GREETING = 'Good evening, thanks for calling the bike shop. How can we help?';

describe('agent versions', () => {
  it('edits a draft, publishes it, restores an older version and publishes again', async () => {
    const { stack, browser } = journey;
    const baseUrl = stack.appUrl.replace(/\/$/, '');
    const { context, page, agentId } = await startAsNewOwner(browser, baseUrl, owner, `Front desk ${run}`);

    // The organisation's owner turns version control on.
    await page.goto(`${baseUrl}/org/settings`);
    const toggle = page.getByRole('switch', { name: 'Version control for agents' });
    await toggle.click();
    await page.getByText('Version control is on: edits now go to drafts').waitFor();
    expect(await toggle.isChecked()).toBe(true);

    const workspace = new AgentWorkspace(page, baseUrl, agentId);
    await workspace.goto('settings');
    await workspace.draftState('Up to date').waitFor();
    await workspace.liveVersion('v0.1').waitFor();
    expect(await workspace.publishButton.isDisabled()).toBe(true);

    // A second tab on the Overview, watching.
    const watcher = new AgentWorkspace(await context.newPage(), baseUrl, agentId);
    await watcher.goto();
    await watcher.draftState('Up to date').waitFor();

    await workspace.saveGreeting(NEW_GREETING);
    await workspace.draftState('Edited').waitFor();
    await watcher.draftState('Edited').waitFor();
    await watcher.page.close();

    // On a 1440 px desktop the twelve tabs all fit beside the sidebar: none cut, none behind a scroll.
    await page.setViewportSize({ width: 1440, height: 900 });
    const tabScroller = page.getByRole('navigation', { name: 'Agent sections' }).locator('.MuiTabs-scroller');
    await expect
      .poll(() => tabScroller.evaluate((element) => element.scrollWidth - element.clientWidth), {
        timeout: 5_000,
      })
      .toBeLessThanOrEqual(0);

    // Axe and the phone width on the workspace, with the draft's state showing.
    await expectNoSeriousAxeViolations(page);
    await onPhone(page);

    const dialog = await workspace.openPublish();
    const prompt = dialog.getByRole('region', { name: 'Prompt' });
    await prompt.waitFor();
    // The greeting by its label, word by word: the new words are marked inserted.
    expect(await prompt.textContent()).toContain('Greeting');
    expect((await prompt.locator('ins').allTextContents()).join(' ')).toContain('bike');
    await expectNoSeriousAxeViolations(page, dialog);
    await workspace.publish(dialog, 'A warmer greeting');
    await page.getByText('Agent published').first().waitFor();
    await workspace.liveVersion('v0.2').waitFor();
    await workspace.draftState('Up to date').waitFor();

    // The history lists both versions; restoring v0.1 makes the draft differ from live again.
    await workspace.tab('Versions').click();
    await workspace.history.getByRole('listitem').filter({ hasText: 'A warmer greeting' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await onPhone(page);
    await workspace.history.getByRole('button', { name: 'Restore v0.1' }).click();
    await page.getByText('v0.1 restored as the draft: publish it to make it live').waitFor();
    await workspace.draftState('Edited').waitFor();

    const again = await workspace.openPublish();
    await again.getByRole('region', { name: 'Prompt' }).waitFor();
    await workspace.publish(again, 'Back to the first greeting');
    await workspace.liveVersion('v0.3').waitFor();
    await workspace.history.getByRole('listitem').filter({ hasText: 'Back to the first greeting' }).waitFor();
    expect(await workspace.history.getByRole('listitem').count()).toBe(3);
  });
});
