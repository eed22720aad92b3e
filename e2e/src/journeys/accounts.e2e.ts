// Issue 6's journey: a new user signs up and gets 'My Org', creates an agent, edits its greeting and
// sees the edit live in a second tab, invites a teammate by e-mail, the invite lands in the outbox, and
// the teammate accepts through the link and sees the agent.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourneyStack } from '../journey-stack';
import { createAgent } from '../pages/agents';
import { signUp } from '../pages/auth';

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
    const ownerContext = await browser.newContext();
    const page = await ownerContext.newPage();
    await page.goto(`${stack.appUrl}sign-up`);
    await signUp(page, owner);

    // A new account lands on the agent list of its personal organisation.
    await page.waitForURL(/\/agent$/);
    await expect.poll(() => page.getByRole('button', { name: /My Org/ }).count()).toBeGreaterThan(0);

    await createAgent(page, agentName);
    const agentUrl = page.url();

    // A second tab on the same agent sees the first tab's saved greeting without reloading.
    const secondTab = await ownerContext.newPage();
    await secondTab.goto(agentUrl);
    await greetingField(secondTab).waitFor();
    await greetingField(page).fill(greeting);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page
      .getByText(/Agent updated\.|Your changes have been saved\./)
      .first()
      .waitFor();
    await expect.poll(() => greetingField(secondTab).inputValue(), { timeout: 15_000 }).toBe(greeting);

    await page.goto(`${stack.appUrl}org/settings`);
    const invite = page.getByRole('form', { name: 'Invite people' });
    await invite.getByLabel('E-mail address').fill(teammate.email);
    await invite.getByRole('button', { name: /Invite|Send/ }).click();
    await page.getByText(teammate.email).first().waitFor();

    // The invite is in the local outbox; its link opens the app under test.
    const outbox = await ownerContext.newPage();
    await outbox.goto(stack.outboxUrl);
    const mail = outbox.getByRole('article').filter({ hasText: teammate.email });
    await expect
      .poll(
        async () => {
          if ((await mail.count()) === 0) await outbox.reload();
          return mail.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    const link = await mail.getByRole('link', { name: 'Accept the invite' }).getAttribute('href');
    expect(link).toMatch(new RegExp(`^${stack.appUrl}accept-invite\\?`));
    await ownerContext.close();

    // The teammate, in their own browser, follows the link, signs up and joins the organisation.
    const teammateContext = await browser.newContext();
    const teammatePage = await teammateContext.newPage();
    await teammatePage.goto(link ?? '');
    await teammatePage.waitForURL(/\/sign-up$/);
    await signUp(teammatePage, teammate);
    await teammatePage.waitForURL(/\/agent$/);
    await teammatePage.getByText(agentName).first().waitFor();
    await teammateContext.close();
  });
});
