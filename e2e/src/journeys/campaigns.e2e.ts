// Issue 8's journey: campaigns and phone numbers in Chromium against the local stack — import numbers
// from the fake Twilio account, add three to a new campaign (33.33%, 33.33%, 33.34%: 'Total: 100%'),
// switch to state routing and back (the weights re-split), upload contacts, start, watch the progress
// live, pause, resume, see it complete and the call log show each call's number and routing reason.
import { COLLECTIONS } from '@parley/domain';
import { FAKE_TWILIO_EXTERNAL } from '@parley/scripts/fakes';
import { adminApp } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourneyStack } from '../journey-stack';
import { expectNoSeriousAxeViolations } from '../page-checks';
import { CampaignPage, CampaignsPage } from '../pages/campaigns';
import { startAsNewOwner } from '../pages/new-owner';
import { grantPlan } from '../plans';

const journey = useJourneyStack();
const admin = adminApp();

const run = Date.now().toString(36);
const owner = { name: 'Carla Campaigns', email: `carla-${run}@parley.test`, password: 'carla-pass-1' };
const campaignName = `Spring reminders ${run}`;

// Three US numbers of the fake's external Twilio account (scripts/fakes/twilio.ts): IL, MA and TX.
const IMPORTED = ['+13125550142', '+16175550143', '+17135550144'] as const;

// Enough contacts, dialled one at a time, that the run is still going when the journey pauses it.
const CONTACT_COUNT = 60;
const contactNumber = (index: number) => `+1713555${String(1000 + index)}`;
const CONTACTS_CSV = [
  'phone_number,name',
  ...Array.from({ length: CONTACT_COUNT }, (_, index) => `${contactNumber(index)},Contact ${String(index)}`),
].join('\n');

/** The 'N of M called' count the campaign page shows, read from its progress line. */
async function calledCount(progress: Locator): Promise<number> {
  const text = (await progress.textContent()) ?? '';
  return Number(/(\d+) of \d+ called/.exec(text)?.[1] ?? NaN);
}

describe('campaigns and phone numbers', () => {
  it('imports numbers, routes a campaign over them and runs it to completion', async () => {
    const { stack, browser } = journey;
    const base = stack.appUrl.replace(/\/$/, '');
    const { context, page, agentId } = await startAsNewOwner(browser, base, owner, `Reminders ${run}`);

    // Outbound campaigns need a paid plan; one call at a time keeps the run observable step by step.
    await grantPlan(owner.email, 'PROFESSIONAL');
    const db = getFirestore(admin);
    await db.collection(COLLECTIONS.agents).doc(agentId).set({ concurrency: 1 }, { merge: true });

    const campaigns = new CampaignsPage(page);
    await campaigns.goto(base, agentId);
    await campaigns.newCampaignButton.waitFor();
    await expectNoSeriousAxeViolations(page);
    const form = await campaigns.startNewCampaign(campaignName, CONTACTS_CSV);
    await form.preview.waitFor();
    await expect
      .poll(() => form.summary.textContent())
      .toBe(`${String(CONTACT_COUNT)} contacts ready, 0 rows with errors`);
    // The default calling window is weekday office hours; this run must not depend on the clock.
    await form.callAnyTime();
    // Saving a new campaign opens its page.
    await form.save();
    const campaign = new CampaignPage(page);
    await expect.poll(() => campaign.heading.textContent(), { timeout: 30_000 }).toBe(campaignName);

    // 'Import numbers from Twilio' from the Add Phone Numbers modal; the account's numbers join the
    // organisation's unassigned numbers, which the modal lists once refetched.
    await campaign.importFromTwilio(FAKE_TWILIO_EXTERNAL.accountSid, FAKE_TWILIO_EXTERNAL.authToken);
    await campaign.addToCampaign(IMPORTED);

    // Weight routing by default: an even split, the last number in the pool taking the rounding remainder.
    const EVEN = ['33.33', '33.33', '33.34'];
    const weights = () =>
      Promise.all(IMPORTED.map((number) => campaign.weight(number).inputValue())).then((values) =>
        values.sort(),
      );
    await expect.poll(weights, { timeout: 30_000 }).toEqual(EVEN);
    await expect.poll(() => campaign.badge.textContent()).toBe('Total: 100%');

    // Unevenly weighted, then to state routing (grouped by state) and back: the weights re-split evenly.
    await campaign.weight(IMPORTED[0]).fill('50');
    await expect.poll(() => campaign.badge.textContent()).not.toBe('Total: 100%');
    await campaign.chooseRouting('State-Based Routing');
    for (const state of ['Illinois', 'Massachusetts', 'Texas']) await campaign.group(state).waitFor();
    await campaign.chooseRouting('Weight Routing');
    await expect.poll(weights).toEqual(EVEN);
    await expect.poll(() => campaign.badge.textContent()).toBe('Total: 100%');
    await campaign.saveRouting();
    await page.getByText('Routing saved.').first().waitFor({ timeout: 30_000 });
    await expectNoSeriousAxeViolations(page);

    // Start, and watch the progress line count up live.
    const progress = page.getByText(/^\d+ of \d+ called · \d+ completed, \d+ failed$/);
    await campaign.act('Start');
    await campaign.runState('In progress').waitFor({ timeout: 60_000 });
    await expect.poll(() => calledCount(progress), { timeout: 120_000 }).toBeGreaterThan(0);

    // Pause: the run stops where it is — at most the call already placed ends afterwards.
    await campaign.act('Pause');
    await campaign.runState('Paused').waitFor({ timeout: 60_000 });
    const pausedAt = await calledCount(progress);
    expect(pausedAt).toBeLessThan(CONTACT_COUNT);

    // Resume: it carries on from there and completes every contact once.
    await campaign.act('Resume');
    await campaign.runState('Completed').waitFor({ timeout: 180_000 });
    await expect
      .poll(() => progress.textContent(), { timeout: 30_000 })
      .toBe(
        `${String(CONTACT_COUNT)} of ${String(CONTACT_COUNT)} called · ${String(CONTACT_COUNT)} completed, 0 failed`,
      );

    // The call log (the one call log, pinned to the campaign) lists each call with the number that
    // placed it and why.
    await campaign.showCallsPerPage(100);
    await expect.poll(() => campaign.callRows.count(), { timeout: 60_000 }).toBe(CONTACT_COUNT);
    await expectNoSeriousAxeViolations(page);
    const first = campaign.call(contactNumber(0));
    await expect.poll(() => first.textContent()).toMatch(/Picked at random by weight \(33\.3[34]%\)/);
    const callers = await Promise.all(
      Array.from({ length: CONTACT_COUNT }, (_, index) =>
        campaign.numberUsed(contactNumber(index)).textContent(),
      ),
    );
    for (const caller of callers) expect(IMPORTED).toContain(caller);
    await context.close();
  });
});
