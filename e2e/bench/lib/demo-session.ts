// The benchmarks' browser session: the seeded demo account, signed in through the sign-in form.
import { DEMO_LOGIN } from '@parley/scripts/seed';
import type { Page } from 'playwright-core';

export async function signInAsDemo(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}sign-in`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: /e-?mail/i }).fill(DEMO_LOGIN.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_LOGIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/agent$/);
}
