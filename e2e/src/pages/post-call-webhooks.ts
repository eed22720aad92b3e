// The agent Settings tab's Post-call webhooks card: its URLs and, for the organisation's owner and
// admins, the signing secret, by visible labels.
import type { Locator, Page } from 'playwright-core';

export class PostCallWebhooksCard {
  readonly card: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByRole('region', { name: 'Post-call webhooks' });
  }

  /** Replaces the URLs (one a line) and saves the card. */
  async saveUrls(urls: readonly string[]): Promise<void> {
    await this.card.getByRole('textbox', { name: 'Webhook URLs' }).fill(urls.join('\n'));
    await this.card.getByRole('button', { name: 'Save' }).click();
    await this.page.getByText('Agent updated').first().waitFor();
  }

  /** Reveals the organisation's signing secret and answers it. */
  async revealSecret(): Promise<string> {
    await this.card.getByRole('button', { name: 'Reveal secret' }).click();
    await this.card.getByRole('button', { name: 'Hide' }).waitFor();
    return this.card.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  }
}
