// The Workflows tab's list, the editor's Test chat drawer and the CODE / API request node forms, driven by
// their visible labels (web/src/features/workflows/{list,test-chat,nodes}).
import type { Locator, Page } from 'playwright-core';

export class WorkflowsListPage {
  constructor(readonly page: Page) {}

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Workflows' });
  }

  row(name: string): Locator {
    return this.list
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** 'New from template': picks the template by its name and creates a workflow named after it. */
  async createFromTemplate(template: string): Promise<void> {
    await this.page.getByRole('button', { name: 'New from template' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New from template' });
    await dialog.getByRole('radio', { name: new RegExp(`^${template}`) }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
  }
}

/** The workflow editor's Test chat drawer (web/src/features/workflows/test-chat). */
export class TestChatDrawer {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByRole('region', { name: 'Test chat' });
  }

  get conversation(): Locator {
    return this.panel.getByRole('log', { name: 'Conversation' });
  }

  get summary(): Locator {
    return this.panel.getByRole('region', { name: 'Summary' });
  }

  get collected(): Locator {
    return this.summary.getByRole('list', { name: 'Collected variables' });
  }

  /** Opens the drawer; the chat starts with the agent's greeting. */
  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Test chat', exact: true }).click();
    await this.panel.waitFor();
  }

  /** Says a line as the caller and waits until the agent has answered it. */
  async say(line: string): Promise<void> {
    await this.idle();
    await this.panel.getByRole('textbox', { name: 'Your message' }).fill(line);
    await this.panel.getByRole('textbox', { name: 'Your message' }).press('Enter');
    await this.conversation.getByText(line, { exact: true }).waitFor();
    await this.idle();
  }

  /** Edits an earlier caller line (by its text) and waits for the conversation re-run from there. */
  async editLine(line: string, edited: string): Promise<void> {
    await this.idle();
    await this.conversation.getByRole('button', { name: `Edit "${line}"` }).click();
    await this.conversation.getByRole('textbox', { name: 'Edited line' }).fill(edited);
    await this.conversation.getByRole('button', { name: 'Save' }).click();
    await this.conversation.getByText(edited, { exact: true }).waitFor();
    await this.idle();
  }

  /** Waits until no reply is pending. */
  async idle(): Promise<void> {
    await this.panel.getByRole('status', { name: 'The agent is replying' }).waitFor({ state: 'detached' });
  }

  async close(): Promise<void> {
    await this.page.getByRole('button', { name: 'Close the test chat' }).click();
    await this.panel.waitFor({ state: 'detached' });
  }
}

/** The side panel's form of a selected API request or CODE node. */
export class NodeToolsForm {
  constructor(readonly page: Page) {}

  async testRequest(url: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'URL', exact: true }).fill(url);
    // Straight from the field: the press blurs it, which commits the URL and revalidates the step
    // while the button is held (the layout must not move it: docs/workflows.md, "The editor").
    await this.page.getByRole('button', { name: 'Test this request' }).click();
  }

  get response(): Locator {
    return this.page.getByRole('region', { name: 'Response' });
  }

  get requestFailure(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Failed to send request' });
  }

  /** Replaces the code in the CodeMirror editor (inserted as text: no auto-closed brackets). */
  async writeCode(code: string): Promise<void> {
    const editor = this.page.getByRole('textbox', { name: 'Code', exact: true });
    await editor.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.insertText(code);
  }

  async runWithSample(input: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Sample input (JSON)' }).fill(input);
    await this.page.getByRole('button', { name: 'Run with sample input' }).click();
  }

  get output(): Locator {
    return this.page.getByRole('region', { name: 'Output' });
  }
}
