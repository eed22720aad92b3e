// The action marketplace (/integrations), driven by its visible labels.
import type { Locator, Page } from 'playwright-core';

export interface CustomActionFields {
  name: string;
  integration: string;
  url: string;
  headers?: string;
}

export interface IntegrationRequestFields {
  integration: string;
  useCase: string;
}

export class MarketplacePage {
  constructor(private readonly page: Page) {}

  /** An integration's card, by its name. */
  card(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search integrations and actions' }).fill(text);
  }

  async createCustomAction(fields: CustomActionFields): Promise<void> {
    await this.page.getByRole('button', { name: 'New custom action' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New custom action' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(fields.name);
    await dialog.getByRole('combobox', { name: 'Integration' }).click();
    await this.page.getByRole('option', { name: fields.integration }).click();
    await dialog.getByRole('textbox', { name: 'URL', exact: true }).fill(fields.url);
    if (fields.headers)
      await dialog.getByRole('textbox', { name: 'Headers', exact: true }).fill(fields.headers);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The action's item inside its integration's card. */
  action(integration: string, name: string): Locator {
    return this.card(integration)
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name }) });
  }

  async requestIntegration(fields: IntegrationRequestFields): Promise<void> {
    await this.page.getByRole('button', { name: 'Request an integration' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Request an integration' });
    await dialog.getByRole('textbox', { name: 'Integration you need', exact: true }).fill(fields.integration);
    await dialog
      .getByRole('textbox', { name: 'What should your agent do with it?', exact: true })
      .fill(fields.useCase);
    await dialog.getByRole('button', { name: 'Request an integration' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
