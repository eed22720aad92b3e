// The agent list's 'Create agent' dialog, driven by its visible labels.
import type { Page } from 'playwright-core';

/** Creates an agent from the agent list and waits for its page; returns the new agent's id. */
export async function createAgent(
  page: Page,
  name: string,
  { timeout }: { timeout?: number } = {},
): Promise<string> {
  await page.getByRole('button', { name: 'Create agent' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create agent' });
  // By accessible name: MUI's required-field asterisk is hidden from it but not from label text.
  await dialog.getByRole('textbox', { name: 'Agent name', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/agent\/[^/]+$/, timeout === undefined ? {} : { timeout });
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}
