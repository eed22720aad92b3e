// A new user finding their way around: an unknown agent, another organisation's agent, an unknown
// campaign and an agent deleted while its tab is open all end on the agent list with a toast, never a
// blank page; every signed-in page passes axe-core (no serious or critical violations) and fits a
// 390 px phone without a sideways scroll.
import { COLLECTIONS } from '@parley/domain';
import { adminApp } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { screenshotOpenPages } from '../browser';
import { useJourneyStack } from '../journey-stack';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, PHONE_VIEWPORT } from '../page-checks';
import type { Account } from '../pages/auth';
import { startAsNewOwner, type NewOwner } from '../pages/new-owner';

const journey = useJourneyStack();
const admin = adminApp();

const run = Date.now().toString(36);
const nora = { name: 'Nora Newcomer', email: `nora-${run}@parley.test`, password: 'nora-pass-1' };
const otto = { name: 'Otto Outsider', email: `otto-${run}@parley.test`, password: 'otto-pass-1' };

let newcomer: NewOwner;
let outsider: NewOwner;

async function signUpWithAgent(account: Account): Promise<NewOwner> {
  const base = journey.stack.appUrl.replace(/\/$/, '');
  return startAsNewOwner(journey.browser, base, account, `${account.name} ${run}`);
}

/** Waits until the page is back on the agent list with `message` as a toast. */
async function expectSentToAgentList(page: Page, message: string): Promise<void> {
  await page.waitForURL(/\/agent$/);
  await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
}

// Every signed-in page of the newcomer's, by the heading that shows once its data has loaded.
const signedInPages = (agentId: string, agentName: string) => [
  { path: 'agent', heading: 'Agents' },
  { path: `agent/${agentId}`, heading: agentName },
  { path: `agent/${agentId}/campaigns`, heading: 'Campaigns' },
  { path: `agent/${agentId}/numbers`, heading: 'Phone Numbers' },
  // The workspace's own tabs (docs/agent-workspace.md).
  { path: `agent/${agentId}/voice`, heading: agentName },
  { path: `agent/${agentId}/settings`, heading: 'Name and greeting' },
  { path: `agent/${agentId}/versions`, heading: 'History' },
  { path: 'profile', heading: 'Profile' },
  { path: 'org/settings', heading: 'Organization settings' },
];

async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`${journey.stack.appUrl}${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
}

beforeAll(async () => {
  try {
    [newcomer, outsider] = await Promise.all([signUpWithAgent(nora), signUpWithAgent(otto)]);
  } catch (error) {
    await screenshotOpenPages(journey.browser, 'navigation-sign-up');
    throw error;
  }
}, 300_000);

describe('finding your way around', () => {
  it("sends an unknown agent, another organisation's agent and an unknown campaign to the agent list", async () => {
    const { page, agentId } = newcomer;
    const app = journey.stack.appUrl;

    await page.goto(`${app}agent/no-such-agent-${run}`);
    await expectSentToAgentList(page, 'Agent not found');

    await page.goto(`${app}agent/${outsider.agentId}`);
    await expectSentToAgentList(page, 'Agent not found');

    await page.goto(`${app}agent/${outsider.agentId}/campaigns`);
    await expectSentToAgentList(page, 'Agent not found');

    await page.goto(`${app}agent/${agentId}/campaigns/no-such-campaign-${run}`);
    await expectSentToAgentList(page, 'Campaign not found');
  });

  it('ends a tab whose agent was deleted on the agent list', async () => {
    // The outsider's tab is still on the agent page createAgent opened (a FREE plan holds one agent).
    const { page, agentId } = outsider;
    await page.getByRole('heading', { name: `${otto.name} ${run}`, level: 1 }).waitFor();

    await getFirestore(admin).collection(COLLECTIONS.agents).doc(agentId).delete();

    await expectSentToAgentList(page, 'Agent not found');
  });

  it('passes axe-core on every signed-in page', async () => {
    const { page, agentId } = newcomer;
    for (const { path, heading } of signedInPages(agentId, `${nora.name} ${run}`)) {
      await visit(page, path, heading);
      await expectNoSeriousAxeViolations(page);
    }
  });

  it('fits every signed-in page on a 390 px phone', async () => {
    const { page, agentId } = newcomer;
    await page.setViewportSize(PHONE_VIEWPORT);
    for (const { path, heading } of signedInPages(agentId, `${nora.name} ${run}`)) {
      await visit(page, path, heading);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);
    }
  });
});
