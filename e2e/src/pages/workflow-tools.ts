// The Workflows tab's list, the editor's dry-run drawer and the CODE / API request node forms, driven by
// their visible labels (web/src/features/workflows/{list,dry-run,nodes}).
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

/** The dry-run drawer of the workflow editor. */
export class DryRunDrawer {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByRole('region', { name: 'Dry-run' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Dry-run', exact: true }).click();
    await this.panel.waitFor();
  }

  async start(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Start a dry-run' }).click();
  }

  /** Types the caller's answers (by variable name) at the step the run waits at, then continues. */
  async answer(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values))
      await this.panel.getByRole('textbox', { name: new RegExp(`^${name} \\(`) }).fill(value);
    await this.panel.getByRole('button', { name: 'Continue' }).click();
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
