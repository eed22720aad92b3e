// Issue 17's journey: a FREE user hits the one-agent limit, follows 'See plans' to the pricing page,
// pays on the fake Stripe's checkout and becomes PROFESSIONAL — seen live, without a reload, by a
// second tab still on the agent list — then creates the outbound campaign FREE refused, sees the
// month's credits, cancels in the fake Customer Portal and is back on FREE limits with the banner.
import {
  MONTHLY_CREDITS_BY_PLAN,
  MSG_AGENT_LIMIT_REACHED,
  MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
} from '@parley/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourneyStack } from '../journey-stack';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, PHONE_VIEWPORT } from '../page-checks';
import { BillingPage, payOnFakeCheckout, PricingPage } from '../pages/billing';
import { CampaignsPage } from '../pages/campaigns';
import { startAsNewOwner } from '../pages/new-owner';

const journey = useJourneyStack();

const run = Date.now().toString(36);
const owner = { name: 'Bea Billing', email: `bea-${run}@parley.test`, password: 'bea-pass-1' };
const DESKTOP = { width: 1280, height: 900 } as const;

/** The agent list's create button and its plan notice. */
const createAgentButton = (page: Page) => page.getByRole('button', { name: 'Create agent' }).first();
const agentLimitNotice = (page: Page) => page.getByText(MSG_AGENT_LIMIT_REACHED);

/**
 * Runs `check` at a phone's width, once the shell has laid itself out for it (the sidebar becomes a
 * drawer behind the menu button), then goes back to the desktop width.
 */
async function onPhone(page: Page, check: () => Promise<void>): Promise<void> {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.getByRole('button', { name: 'Open navigation' }).waitFor();
  await check();
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Open navigation' }).waitFor({ state: 'detached' });
}

describe('billing', () => {
  it('upgrades from FREE through Checkout, uses the plan, and falls back to FREE on cancel', async () => {
    const { stack, browser } = journey;
    const base = stack.appUrl.replace(/\/$/, '');
    const { context, page, agentId } = await startAsNewOwner(browser, base, owner, `Front desk ${run}`);

    // FREE: no outbound campaigns, and the second agent refused, each with the way to the plans.
    const campaigns = new CampaignsPage(page);
    await campaigns.goto(base, agentId);
    await page.getByText(MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS).waitFor();
    expect(await campaigns.newCampaignButton.isDisabled()).toBe(true);
    await page.goto(`${base}/agent`);
    await agentLimitNotice(page).waitFor();
    expect(await createAgentButton(page).isDisabled()).toBe(true);

    // A second tab stays on the agent list, never reloaded: it must see the upgrade live.
    const watcher = await context.newPage();
    await watcher.goto(`${base}/agent`);
    await agentLimitNotice(watcher).waitFor();

    await page.getByRole('link', { name: 'See plans' }).click();
    await page.waitForURL(/\/pricing$/);
    const pricing = new PricingPage(page);
    await pricing.tier('Free').getByText('Current plan').waitFor();
    await expectNoSeriousAxeViolations(page);
    await onPhone(page, () => expectNoHorizontalOverflow(page));

    await pricing.upgradeTo('Professional');
    await payOnFakeCheckout(page);
    const billing = new BillingPage(page);
    await expect.poll(() => billing.plan.textContent(), { timeout: 30_000 }).toBe('Professional');
    // FREE's allowance was granted at sign-up; the paid invoice added the plan's monthly credits.
    const balance = String(MONTHLY_CREDITS_BY_PLAN.FREE + MONTHLY_CREDITS_BY_PLAN.PROFESSIONAL);
    await expect.poll(() => billing.balance.textContent(), { timeout: 30_000 }).toBe(balance);
    // Two grants in the ledger: FREE's at sign-up and PROFESSIONAL's.
    await expect.poll(() => billing.ledger.getByRole('cell', { name: 'Monthly credits' }).count()).toBe(2);
    await expectNoSeriousAxeViolations(page);
    await onPhone(page, () => expectNoHorizontalOverflow(page));

    // Live, without a reload: the watcher's limit lifts and its create button opens.
    await agentLimitNotice(watcher).waitFor({ state: 'detached' });
    expect(await createAgentButton(watcher).isEnabled()).toBe(true);
    await watcher.close();

    // PROFESSIONAL has outbound campaigns: the campaign FREE refused is created.
    await campaigns.goto(base, agentId);
    const form = await campaigns.startNewCampaign(`Renewals ${run}`, 'phone_number,name\n+12015550101,Ann');
    await form.preview.waitFor();
    await form.save();
    await page.getByRole('heading', { level: 2, name: `Renewals ${run}` }).waitFor();

    // Cancel in the Customer Portal: back on FREE, the banner says why, the limits are FREE's again.
    await page.goto(`${base}/settings/billing`);
    await billing.plan.waitFor();
    await billing.cancelInPortal();
    await expect.poll(() => billing.plan.textContent(), { timeout: 30_000 }).toBe('Free');
    await billing.lapsedBanner.waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Agents' })
      .click();
    await agentLimitNotice(page).waitFor();
    await billing.lapsedBanner.waitFor();
    expect(await createAgentButton(page).isDisabled()).toBe(true);
    await context.close();
  });
});
