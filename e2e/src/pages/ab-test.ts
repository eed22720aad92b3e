// The agent workspace's A/B test tab, by visible labels.
import type { Locator, Page } from 'playwright-core';

export class AbTestTab {
  constructor(readonly page: Page) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: 'A/B test' });
  }

  get results(): Locator {
    return this.page.getByRole('table', { name: 'Results' });
  }

  /** Starts a test with the given split and waits for its results table. */
  async start(a: number, b: number): Promise<void> {
    await this.section.getByRole('button', { name: 'Start an A/B test' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Start an A/B test' });
    await dialog.getByRole('spinbutton', { name: 'A (live agent), %' }).fill(String(a));
    await dialog.getByRole('spinbutton', { name: 'B (copy), %' }).fill(String(b));
    await dialog.getByRole('button', { name: 'Start an A/B test' }).click();
    await this.results.waitFor();
  }

  /** Makes B live after confirming, and waits for the server's answer. */
  async promoteB(): Promise<void> {
    await this.section.getByRole('button', { name: 'Make B live' }).click();
    await this.page
      .getByRole('dialog', { name: 'Make B live?' })
      .getByRole('button', { name: 'Make B live' })
      .click();
    await this.section.getByText('No A/B test is running for this agent.').waitFor();
  }
}
