// A journey's usual start: a new owner signs up in a fresh desktop browser context and creates an agent.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAgent } from './agents';
import { signUp, type Account } from './auth';

// A new account is provisioned by the Auth trigger in the Functions emulator: slow on a busy 2-core
// machine, slower still when a journey signs two owners up at once.
const SIGN_UP_TIMEOUT = 90_000;

export interface NewOwner {
  context: BrowserContext;
  page: Page;
  agentId: string;
}

/**
 * Signs `owner` up at `baseUrl` (no trailing slash) on a page of `viewport` (1280×900 unless a journey
 * needs more room, as the workflow editor's canvas and side panel do) and creates the agent `agentName`,
 * leaving the page on it. Steps may wait up to a minute (sign-up and creating the agent a minute and a
 * half): they wait on the emulated functions, slow on a busy 2-core machine.
 */
export async function startAsNewOwner(
  browser: Browser,
  baseUrl: string,
  owner: Account,
  agentName: string,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<NewOwner> {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-up`);
  await signUp(page, owner);
  await page.waitForURL(/\/agent$/, { timeout: SIGN_UP_TIMEOUT });
  const agentId = await createAgent(page, agentName, { timeout: SIGN_UP_TIMEOUT });
  return { context, page, agentId };
}
