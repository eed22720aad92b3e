// The agent workspace's Knowledge tab, driven by its visible labels.
import type { Page } from 'playwright-core';

export class KnowledgePage {
  constructor(private readonly page: Page) {}

  async goto(appUrl: string, agentId: string): Promise<void> {
    await this.page.goto(`${appUrl}/agent/${encodeURIComponent(agentId)}/knowledge`);
    await this.page.getByRole('heading', { name: 'Knowledge base', exact: true }).waitFor();
  }

  /** A document's row in the Documents list. */
  document(name: string) {
    return this.page.getByRole('list', { name: 'Documents' }).getByRole('listitem').filter({ hasText: name });
  }

  /** A website's row in the Websites list. */
  website(name: string) {
    return this.page.getByRole('list', { name: 'Websites' }).getByRole('listitem').filter({ hasText: name });
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.locator('input[type="file"][aria-label="Upload file"]').setInputFiles(file);
  }

  /** Opens a row's "⋮" menu and picks an action. */
  async rowAction(name: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions for ${name}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  async addWebsite(url: string, limit: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Add website' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add website' });
    await dialog.getByRole('textbox', { name: 'Website URL' }).fill(url);
    await dialog.getByRole('spinbutton', { name: 'Page limit' }).fill(String(limit));
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async ask(question: string) {
    await this.page.getByRole('textbox', { name: 'Question' }).fill(question);
    await this.page.getByRole('button', { name: 'Ask' }).click();
    return this.page.getByRole('list', { name: 'Passages' }).getByRole('listitem');
  }
}
