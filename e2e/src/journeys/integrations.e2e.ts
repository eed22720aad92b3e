// Issue 16's marketplace journey: browse the marketplace, create a custom action (draft → submitted for
// review) and request an integration, then find the notice the integration-requests webhook received
// in the local outbox. Then the agent's post-call webhook: its owner points it at the outbox and reveals
// the signing secret; a call of the fake voice engine ends and arrives there, signed with that secret.
import { createHmac } from 'node:crypto';
import {
  API_FUNCTION_NAME,
  API_ROUTES,
  COLLECTIONS,
  POST_CALL_DELIVERY_HEADER,
  POST_CALL_SIGNATURE_HEADER,
} from '@parley/domain';
import { LOCAL_VOICE_ENGINE_SECRET, startFakeVoiceEngine, type FakeVoiceEngine } from '@parley/scripts/fakes';
import { outboxWebhookUrl } from '@parley/scripts/outbox';
import { adminApp, getTestEnv, requireFunctionsEmulator } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { useJourneyStack } from '../journey-stack';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, PHONE_VIEWPORT } from '../page-checks';
import { AgentWorkspace } from '../pages/agent-workspace';
import { MarketplacePage } from '../pages/integrations';
import { startAsNewOwner } from '../pages/new-owner';
import { PostCallWebhooksCard } from '../pages/post-call-webhooks';

const journey = useJourneyStack();

const run = Date.now().toString(36);
const owner = { name: 'Ivy Integrations', email: `ivy-${run}@parley.test`, password: 'ivy-pass-1' };
const integration = { id: `shopdesk-${run}`, name: `Shopdesk ${run}` };
const requested = `Cliniko ${run}`;

let engine: FakeVoiceEngine | undefined;
afterAll(async () => {
  await engine?.close();
});

interface OutboxNotice {
  hook: string;
  body: string;
  headers: Record<string, string>;
}

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
    const { context, page, agentId } = await startAsNewOwner(browser, base, owner, `Front desk ${run}`);

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

    // The agent's post-call webhook, pointed at the outbox; the owner reveals the signing secret.
    const settings = await context.newPage();
    await new AgentWorkspace(settings, base, agentId).goto('settings');
    const webhooks = new PostCallWebhooksCard(settings);
    await webhooks.saveUrls([outboxWebhookUrl(stack.outboxUrl, 'post-call')]);
    const secret = await webhooks.revealSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    // A call ends: it arrives in the outbox once, signed with that secret.
    const functions = await requireFunctionsEmulator();
    const apiUrl = `http://${functions}/${getTestEnv().projectId}/us-central1/${API_FUNCTION_NAME}`;
    engine = await startFakeVoiceEngine({
      callEventsUrl: `${apiUrl}${API_ROUTES.callEvents.path}`,
      webhookSecret: LOCAL_VOICE_ENGINE_SECRET,
    });
    const simulated = await fetch(`${engine.url}/simulate/calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agentId, count: 1 }),
    });
    expect(simulated.status).toBe(201);
    const postCallNotices = async () =>
      ((await (await fetch(new URL('notices', stack.outboxUrl))).json()) as OutboxNotice[]).filter(
        (received) => received.hook === 'post-call' && received.body.includes(agentId),
      );
    await expect.poll(async () => (await postCallNotices()).length, { timeout: 60_000 }).toBe(1);
    const [delivery] = await postCallNotices();
    const signature = delivery?.headers[POST_CALL_SIGNATURE_HEADER] ?? '';
    const timestamp = /t=(\d+)/.exec(signature)?.[1] ?? '';
    // The outbox shows JSON pretty-printed; the functions sent JSON.stringify's compact text.
    const raw = JSON.stringify(JSON.parse(delivery?.body ?? '{}'));
    const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest('hex');
    expect(signature.split(',')).toContain(`v1=${expected}`);
    expect(delivery?.headers[POST_CALL_DELIVERY_HEADER]).toBeTruthy();
    expect(JSON.parse(raw)).toMatchObject({ event: 'call.ended', call: { agentId } });
    await context.close();
  });
});
