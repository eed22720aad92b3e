// Issue 16's marketplace journey: browse the marketplace, create a custom action (draft → submitted for
// review) and request an integration, then find the notice the integration-requests webhook received
// in the local outbox.
import { COLLECTIONS } from '@parley/domain';
import { adminApp } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { useJourneyStack } from '../journey-stack';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, PHONE_VIEWPORT } from '../page-checks';
import { MarketplacePage } from '../pages/integrations';
import { startAsNewOwner } from '../pages/new-owner';

const journey = useJourneyStack();

const run = Date.now().toString(36);
const owner = { name: 'Ivy Integrations', email: `ivy-${run}@parley.test`, password: 'ivy-pass-1' };
const integration = { id: `shopdesk-${run}`, name: `Shopdesk ${run}` };
const requested = `Cliniko ${run}`;

describe('the action marketplace', () => {
  it('browses, drafts and submits a custom action, and requests an integration', async () => {
    const { stack, browser } = journey;
    // The catalogue is Parley's to fill (functions and the seed write it); this run adds its own entry.
    await getFirestore(adminApp()).collection(COLLECTIONS.customIntegrations).doc(integration.id).set({
      id: integration.id,
      name: integration.name,
      description: 'Orders and returns of a web shop',
      logoUrl: '',
      category: 'Commerce',
      actionIds: [],
    });

    const base = stack.appUrl.replace(/\/$/, '');
    const { context, page } = await startAsNewOwner(browser, base, owner, `Front desk ${run}`);

    await page.getByRole('link', { name: 'Integrations', exact: true }).click();
    await page.waitForURL(/\/integrations$/);
    const marketplace = new MarketplacePage(page);
    await marketplace.search(run);
    await marketplace.card(integration.name).waitFor();
    await expect.poll(() => marketplace.card(integration.name).getByText('No actions yet.').count()).toBe(1);

    await marketplace.createCustomAction({
      name: 'Look up order',
      integration: integration.name,
      url: 'https://shop.example.com/orders/{{order_id}}',
      headers: 'X-Api-Key: {{api_key}}',
    });
    const action = marketplace.action(integration.name, 'Look up order');
    await action.getByText('Draft', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await action.getByRole('button', { name: 'Submit for review' }).click();
    await action.getByText('Pending review', { exact: true }).waitFor();
    await expect.poll(() => action.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);

    await marketplace.requestIntegration({
      integration: requested,
      useCase: 'Book physio visits during calls',
    });
    await page.getByText('Thanks! Your integration request was sent to the Parley team.').waitFor();

    // At phone width, laid out afresh (the shell swaps its sidebar for a drawer as it loads).
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.reload();
    await marketplace.card(integration.name).waitFor();
    await expectNoHorizontalOverflow(page);

    // The team's automation (the outbox, locally) received the notice.
    const outbox = await context.newPage();
    await outbox.goto(stack.outboxUrl);
    const notice = outbox
      .getByRole('region', { name: 'Webhook notices' })
      .getByRole('article')
      .filter({ hasText: requested });
    await expect
      .poll(
        async () => {
          if ((await notice.count()) === 0) await outbox.reload();
          return notice.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect.poll(() => notice.textContent()).toContain('"requested_via": "Action Marketplace"');
    expect(await notice.textContent()).toContain(owner.email);
    await context.close();
  });
});
