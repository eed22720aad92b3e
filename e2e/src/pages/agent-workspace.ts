// The agent workspace (/agent/{agentId}/...): its header's version state and Publish, its tabs, the
// Settings tab's Name and greeting form, the publish dialog and the Versions tab, by visible labels.
import type { Locator, Page } from 'playwright-core';

export class AgentWorkspace {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly agentId: string,
  ) {}

  /** Opens a tab by its URL segment ('' is the Overview) and waits for the header. */
  async goto(segment = ''): Promise<void> {
    const path = segment === '' ? '' : `/${segment}`;
    await this.page.goto(`${this.baseUrl}/agent/${encodeURIComponent(this.agentId)}${path}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  get header(): Locator {
    return this.page.locator('header').filter({ has: this.page.getByRole('heading', { level: 1 }) });
  }

  /** The draft state in the header: 'Edited' or 'Up to date'. */
  draftState(state: 'Edited' | 'Up to date'): Locator {
    return this.header.getByRole('status').filter({ hasText: state });
  }

  /** The live version label in the header, e.g. 'Live v0.2'. */
  liveVersion(label: string): Locator {
    return this.header.getByText(`Live ${label}`, { exact: true });
  }

  get publishButton(): Locator {
    return this.header.getByRole('button', { name: 'Publish', exact: true });
  }

  tab(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Agent sections' }).getByRole('tab', { name });
  }

  /** On the Settings tab: sets the greeting and saves the Name and greeting form. */
  async saveGreeting(greeting: string): Promise<void> {
    const form = this.page.getByRole('region', { name: 'Name and greeting' });
    await form.getByRole('textbox', { name: 'Greeting' }).fill(greeting);
    await form.getByRole('button', { name: 'Save' }).click();
    await this.page.getByText('Agent updated').first().waitFor();
  }

  /** Opens the publish dialog from the header. */
  async openPublish(): Promise<Locator> {
    await this.publishButton.click();
    const dialog = this.page.getByRole('dialog', { name: /^Publish / });
    await dialog.waitFor();
    return dialog;
  }

  /** In the open publish dialog: writes the note, publishes and waits for the toast. */
  async publish(dialog: Locator, note: string): Promise<void> {
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  get history(): Locator {
    return this.page.getByRole('list', { name: 'History' });
  }
}
