// The agent workspace's Prompt tab: its module list, the catalogue menu and the save state, by visible labels.
import type { Locator, Page } from 'playwright-core';

export class PromptEditor {
  constructor(readonly page: Page) {}

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Prompt modules' });
  }

  /** The modules' names, in the order shown. */
  async moduleNames(): Promise<string[]> {
    return this.list.getByRole('heading', { level: 3 }).allTextContents();
  }

  /** Adds a module from the catalogue menu and waits for its card. */
  async add(name: string): Promise<void> {
    const before = await this.content(name).count();
    await this.page.getByRole('button', { name: 'Add module' }).click();
    await this.page
      .getByRole('menu')
      .getByRole('menuitem', { name: new RegExp(`^${name}`) })
      .click();
    await this.content(name, before).waitFor();
  }

  /** A module's Markdown field (the `nth` one of that name). */
  content(name: string, nth = 0): Locator {
    return this.page.getByRole('textbox', { name: `${name} (Markdown)`, exact: true }).nth(nth);
  }

  /** Waits until every change is stored. */
  async saved(): Promise<void> {
    await this.page.getByTestId('prompt-save-status').filter({ hasText: 'All changes saved' }).waitFor();
  }
}
