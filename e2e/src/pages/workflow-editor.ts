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
    // The canvas draws only the steps in view: say so rather than wait on a step that is not drawn.
    if ((await this.node(id).count()) === 0) {
      const drawn = await this.page
        .locator('.react-flow__node')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')).join(', '));
      throw new Error(`Step ${id} is not drawn (out of view, or gone); drawn: ${drawn || 'none'}.`);
    }
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

  /**
   * Fits the canvas to the steps and waits for the view to stop moving: a press measured while a
   * layout or a fitted view is still being applied would land on the pane and pan it instead.
   */
  async fitView(): Promise<void> {
    await this.page.getByRole('button', { name: 'Fit View' }).click();
    await settledBox(this.page.locator('.react-flow__viewport'), 'the canvas view');
  }

  /** Drags from a node's outlet (the first, or the one of a branch) to another node's inlet. */
  async connectByMouse(sourceId: string, targetId: string): Promise<void> {
    const from = await settledBox(
      this.node(sourceId).locator('.react-flow__handle.source').first(),
      sourceId,
    );
    const to = await settledBox(this.node(targetId).locator('.react-flow__handle.target'), targetId);
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await this.page.mouse.up();
  }
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/** How many frames an element may keep moving before the wait gives up. */
const SETTLE_FRAMES = 120;

/** An element's box once it is the same two frames running (paint-driven, no timers). */
async function settledBox(locator: Locator, what: string): Promise<Box> {
  let last = await locator.boundingBox();
  for (let frame = 0; frame < SETTLE_FRAMES; frame += 1) {
    await locator
      .page()
      .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const next = await locator.boundingBox();
    if (last && next && sameBox(last, next)) return next;
    last = next;
  }
  throw new Error(`${what} kept moving (or is not on screen) for ${String(SETTLE_FRAMES)} frames.`);
}

function sameBox(a: Box, b: Box): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}
