// The workflow editor (/agent/:agentId/workflows/:workflowId), driven by its visible labels; nodes by
// their React Flow element (data-id), whose accessible name carries the node's problems.
import type { Locator, Page } from 'playwright-core';

/** The desktop size the editor is driven at: room for the palette, the canvas and the side panel. */
export const EDITOR_VIEWPORT = { width: 1440, height: 1000 } as const;

export class WorkflowEditorPage {
  constructor(readonly page: Page) {}

  async goto(appUrl: string, agentId: string, workflowId: string): Promise<void> {
    await this.page.goto(`${appUrl}/agent/${agentId}/workflows/${workflowId}`);
    await this.canvas.waitFor();
  }

  get canvas(): Locator {
    return this.page.getByRole('region', { name: 'Workflow canvas' });
  }

  get saveStatus(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^(Saved|Saving…|Not saved)$/ });
  }

  get problems(): Locator {
    return this.page.getByRole('list', { name: 'Problems' });
  }

  get noProblems(): Locator {
    return this.page.getByText('No problems: this workflow is ready to publish.');
  }

  /** A step on the canvas by its id. */
  node(id: string): Locator {
    return this.page.locator(`.react-flow__node[data-id="${id}"]`);
  }

  /** The validator flags a node shows (isolated, invalidVariables…), from its data attribute. */
  async flags(id: string): Promise<string[]> {
    const value = await this.node(id).locator('[data-flags]').getAttribute('data-flags');
    return (value ?? '').split(' ').filter((flag) => flag !== '');
  }

  /** The ids of the nodes of a step type, in canvas order. */
  async nodeIds(stepType: string): Promise<string[]> {
    return this.page
      .locator(`.react-flow__node:has([data-step-type="${stepType}"])`)
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id') ?? ''));
  }

  paletteItem(title: string): Locator {
    return this.page.getByRole('button', { name: `Add ${title}`, exact: true });
  }

  /** The side panel's field by its label. */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Connects the selected step to `target` (by its label) through the side panel's "Connect to…". */
  async connectSelected(target: string, from?: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Connect to…' });
    if (from !== undefined) await form.getByLabel('From').selectOption({ label: from });
    await form.getByLabel('Next step').selectOption({ label: target });
    await form.getByRole('button', { name: 'Connect' }).click();
  }

  /** Drags from a node's outlet (the first, or the one of a branch) to another node's inlet. */
  async connectByMouse(sourceId: string, targetId: string): Promise<void> {
    const source = this.node(sourceId).locator('.react-flow__handle.source').first();
    const target = this.node(targetId).locator('.react-flow__handle.target');
    const from = await source.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('A handle to connect is not on screen.');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await this.page.mouse.up();
  }
}
