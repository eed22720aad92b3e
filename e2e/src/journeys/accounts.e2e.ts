// Issue 6's journey: a new user signs up and gets 'My Org', creates an agent, edits its greeting and
// sees the edit live in a second tab, invites a teammate by e-mail, the invite lands in the outbox, and
// the teammate signs up through the link, is asked to verify their address first (a private invite
// needs a verified one), opens the verification link from the outbox, joins and sees the agent.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourneyStack } from '../journey-stack';
import { expectNoSeriousAxeViolations } from '../page-checks';
import { createAgent } from '../pages/agents';
import { signUp } from '../pages/auth';
import { mailLink } from '../pages/outbox';
import { grantPlan } from '../plans';

const journey = useJourneyStack();

const run = Date.now().toString(36);
const owner = { name: 'Olivia Owner', email: `owner-${run}@parley.test`, password: 'owner-pass-1' };
const teammate = { name: 'Theo Teammate', email: `theo-${run}@parley.test`, password: 'theo-pass-1' };
const agentName = `Front desk ${run}`;
const greeting = `Hello from Parley, run ${run}. How can I help?`;

// By accessible name: MUI's required-field asterisk is hidden from it but not from label text.
const greetingField = (page: Page) => page.getByRole('textbox', { name: 'Greeting', exact: true });

describe('accounts, organisations and agents', () => {
  it('takes a new user from sign-up to a teammate who sees their agent', async () => {
    const { stack, browser } = journey;
    // Inline, not startAsNewOwner: sign-up and where it lands are what this journey checks.
    const ownerContext = await browser.newContext();
    const page = await ownerContext.newPage();
    await page.goto(`${stack.appUrl}sign-up`);
    await signUp(page, owner);

    // A new account lands on the agent list of its personal organisation.
    await page.waitForURL(/\/agent$/);
    await expect.poll(() => page.getByRole('button', { name: /My Org/ }).count()).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page);

    await createAgent(page, agentName);
    // The greeting is edited on the agent workspace's Settings tab.
    const settingsUrl = `${page.url()}/settings`;
    await page.goto(settingsUrl);

    // A second tab on the same agent sees the first tab's saved greeting without reloading.
    const secondTab = await ownerContext.newPage();
    await secondTab.goto(settingsUrl);
    await greetingField(secondTab).waitFor();
    await expectNoSeriousAxeViolations(secondTab);
    await greetingField(page).fill(greeting);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page
      .getByText(/Agent updated\.|Your changes have been saved\./)
      .first()
      .waitFor();
    await expect.poll(() => greetingField(secondTab).inputValue(), { timeout: 15_000 }).toBe(greeting);

    // Inviting teammates is a paid plan feature (STARTER and up).
    await grantPlan(owner.email, 'STARTER');
    await page.goto(`${stack.appUrl}org/settings`);
    const invite = page.getByRole('form', { name: 'Invite people' });
    await invite.getByLabel('E-mail address').fill(teammate.email);
    await invite.getByRole('button', { name: /Invite|Send/ }).click();
    await page.getByText(teammate.email).first().waitFor();
    await expectNoSeriousAxeViolations(page);
    // The owner reads the public invite link (its token is kept where only owner and admins read it).
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Public invite link' }).inputValue(), { timeout: 15_000 })
      .toMatch(/\/accept-invite\?token=[0-9a-f]{32}&source=public$/);

    // The invite is in the local outbox; its link opens the app under test.
    const outbox = await ownerContext.newPage();
    const link = await mailLink(outbox, stack.outboxUrl, {
      to: teammate.email,
      linkName: 'Accept the invite',
    });
    expect(link).toMatch(new RegExp(`^${stack.appUrl}accept-invite\\?`));
    await ownerContext.close();

    // The teammate, in their own browser, follows the link and signs up. The invite waits for their
    // address to be verified: the app says so on the invite's page.
    const teammateContext = await browser.newContext();
    const teammatePage = await teammateContext.newPage();
    await teammatePage.goto(link);
    await teammatePage.waitForURL(/\/sign-up$/);
    await signUp(teammatePage, teammate);
    await teammatePage.waitForURL(/\/accept-invite\?/, { timeout: 60_000 });
    await teammatePage.getByRole('alert').filter({ hasText: 'Verify your e-mail address' }).waitFor();
    await expectNoSeriousAxeViolations(teammatePage);

    // The verification e-mail (the Auth emulator's, in the outbox) leads back to the invite, which
    // now joins them; they see the owner's agent.
    const inbox = await teammateContext.newPage();
    const verify = await mailLink(inbox, stack.outboxUrl, {
      to: teammate.email,
      linkName: 'Verify e-mail address',
    });
    await inbox.close();
    await teammatePage.goto(verify);
    await teammatePage.waitForURL(/\/agent$/, { timeout: 60_000 });
    await teammatePage.getByText(agentName).first().waitFor();
    await expectNoSeriousAxeViolations(teammatePage);
    await teammateContext.close();
  });
});
