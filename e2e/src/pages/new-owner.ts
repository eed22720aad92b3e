// A journey's usual start: a new owner signs up in a fresh desktop browser context and creates an agent.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAgent } from './agents';
import { signUp, type Account } from './auth';

export interface NewOwner {
  context: BrowserContext;
  page: Page;
  agentId: string;
}

/**
 * Signs `owner` up at `baseUrl` (no trailing slash) on a 1280×900 page and creates the agent `agentName`,
 * leaving the page on it. Steps may wait up to a minute: they wait on the emulated functions, slow on
 * a busy 2-core machine.
 */
export async function startAsNewOwner(
  browser: Browser,
  baseUrl: string,
  owner: Account,
  agentName: string,
): Promise<NewOwner> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-up`);
  await signUp(page, owner);
  await page.waitForURL(/\/agent$/);
  const agentId = await createAgent(page, agentName);
  return { context, page, agentId };
}
