// The local mail outbox, read as a recipient reads their inbox: an e-mail to an address, and a link in it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The address of the link named `linkName` in the e-mail to `to`, waiting (reloading the outbox) until
 * that e-mail arrives. The outbox lists the functions' mail and the Auth emulator's verification links.
 */
export async function mailLink(
  page: Page,
  outboxUrl: string,
  { to, linkName }: { to: string; linkName: string },
): Promise<string> {
  await page.goto(outboxUrl);
  const link = page.getByRole('article').filter({ hasText: to }).getByRole('link', { name: linkName });
  await expect
    .poll(
      async () => {
        if ((await link.count()) === 0) await page.reload();
        return link.count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const href = await link.first().getAttribute('href');
  if (!href) throw new Error(`The ${linkName} link in the e-mail to ${to} has no address.`);
  return href;
}
