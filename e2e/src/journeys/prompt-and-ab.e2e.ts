// Issue 13's prompt and A/B journey: a prompt of three modules, one moved by keyboard (Alt+Up), keeps
// its order after a reload; an A/B test is started, its B copy edited in its own workspace and promoted,
// which moves the live version label. The Prompt tab passes axe-core and fits a 390 px phone.
import { describe, expect, it } from 'vitest';
import { useJourneyStack } from '../journey-stack';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, PHONE_VIEWPORT } from '../page-checks';
import { AbTestTab } from '../pages/ab-test';
import { AgentWorkspace } from '../pages/agent-workspace';
import { startAsNewOwner } from '../pages/new-owner';
import { PromptEditor } from '../pages/prompt-editor';

const journey = useJourneyStack();

const run = Date.now().toString(36);
const owner = { name: 'Petra Prompt', email: `petra-${run}@parley.test`, password: 'petra-pass-1' };

describe('prompt modules and A/B tests', () => {
  it('reorders a three-module prompt by keyboard, then promotes an A/B test', async () => {
    const { stack, browser } = journey;
    const baseUrl = stack.appUrl.replace(/\/$/, '');
    const { context, page, agentId } = await startAsNewOwner(browser, baseUrl, owner, `Reception ${run}`);

    const workspace = new AgentWorkspace(page, baseUrl, agentId);
    await workspace.goto('prompt');
    const prompt = new PromptEditor(page);
    await page.getByText('No modules yet. Add one to start writing the prompt.').waitFor();
    await prompt.add('Job & Role');
    await prompt.content('Job & Role').fill('You answer calls for a **bike shop**.');
    await prompt.add('FAQ');
    await prompt.content('FAQ').fill('We open at 9.');
    await prompt.add('Rule');
    await prompt.content('Rule').fill('Never promise a repair date.');
    expect(await prompt.moduleNames()).toEqual(['Job & Role', 'FAQ', 'Rule']);
    await page.getByTestId('prompt-preview').getByText('You answer calls for a bike shop.').waitFor();

    // Keyboard only: Alt+Up in the Rule module's text moves it above FAQ, announced politely.
    await prompt.content('Rule').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByText('Rule moved to position 2 of 3.').waitFor();
    expect(await prompt.moduleNames()).toEqual(['Job & Role', 'Rule', 'FAQ']);
    expect(await prompt.content('Rule').evaluate((element) => element === document.activeElement)).toBe(true);
    await prompt.saved();

    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.reload();
    await prompt.list.waitFor();
    expect(await prompt.moduleNames()).toEqual(['Job & Role', 'Rule', 'FAQ']);
    expect(await prompt.content('Rule').inputValue()).toBe('Never promise a repair date.');

    // An A/B test: B is a copy with its own workspace; its greeting changes, then B is made live.
    await workspace.tab('A/B test').click();
    const abTest = new AbTestTab(page);
    await abTest.start(60, 40);
    expect(await abTest.results.getByRole('row').nth(1).textContent()).toContain('60%');
    await workspace.liveVersion('v0.1').waitFor();
    await abTest.section.getByRole('link', { name: 'Edit version B' }).click();
    await page.waitForURL(/_ab_/);
    const variantId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    const variant = new AgentWorkspace(page, baseUrl, variantId);
    // B's workspace says it is version B (not "Live v0.1", same name as A) and leads back to the test.
    await page.getByRole('heading', { level: 1, name: /· Version B$/ }).waitFor();
    await page.getByText('A/B test: version B').waitFor();
    expect(await page.getByText(/^Live v0\./).count()).toBe(0);
    await variant.goto('settings');
    await variant.saveGreeting('Hello from version B of the bike shop.');

    await page.getByRole('link', { name: 'Back to the A/B test' }).click();
    await page.waitForURL(/\/ab-test$/);
    await abTest.promoteB();
    await workspace.liveVersion('v0.2').waitFor();
    await workspace.goto('settings');
    expect(
      await page
        .getByRole('region', { name: 'Name and greeting' })
        .getByRole('textbox', { name: 'Greeting' })
        .inputValue(),
    ).toBe('Hello from version B of the bike shop.');
    await context.close();
  });
});
