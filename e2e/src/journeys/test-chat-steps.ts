// Issue 33's Test chat journey, run by workflows.e2e.ts on its stack: a new (FREE) user makes a workflow
// from the appointment template, books an appointment in Test chat (the scripted model fills the
// details from their words; the runtime checks and books the calendar), sees the path on the canvas and
// the collected variables, rewords the PROMPT step in the draft, regenerates the turn that asked, and
// reads the new wording.
import { expect } from 'vitest';
import type { JourneyStack } from '../journey-stack';
import { startAsNewOwner } from '../pages/new-owner';
import { EDITOR_VIEWPORT, WorkflowEditorPage } from '../pages/workflow-editor';
import { TestChatDrawer, WorkflowsListPage } from '../pages/workflow-tools';

const DAY_MS = 86_400_000;
const NEW_WORDING = 'Ask which day suits them, their name and the service they would like.';

export async function appointmentTestChatSteps({ stack, browser }: JourneyStack): Promise<void> {
  const run = Date.now().toString(36);
  const owner = { name: 'Bea Booker', email: `bea-${run}@parley.test`, password: 'bea-pass-1' };
  const base = stack.appUrl.replace(/\/$/, '');
  const { context, page } = await startAsNewOwner(browser, base, owner, `Salon ${run}`, EDITOR_VIEWPORT);
  // A day a week ahead: free in the agent's calendar whatever the time of the run.
  const day = new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10);

  const list = new WorkflowsListPage(page);
  await page.getByRole('tab', { name: 'Workflows', exact: true }).click();
  await list.createFromTemplate('Appointment booking');
  await page.waitForURL(/\/workflows\/[^/?]+$/);
  const editor = new WorkflowEditorPage(page);
  await editor.canvas.waitFor();

  // Test chat runs the workflow open in the editor (not the agent's default one).
  const chat = new TestChatDrawer(page);
  await chat.open();
  await chat.idle();
  await chat.summary.getByText(/Current step: Collect details/).waitFor();
  // A line with none of the details: the agent asks again, in the step's words.
  await chat.say('Hello');
  await chat.conversation.getByText(/the service they want and the date they prefer/).waitFor();
  await chat.say(`I'm Ann Lee, a haircut on ${day} please`);
  await chat.conversation
    .getByText(new RegExp(`You are booked for ${day} at \\d\\d:\\d\\d, Ann Lee`))
    .waitFor();
  await chat.collected.getByText(`preferred_date = ${day}`).waitFor();
  await chat.collected.getByText(/^booked_time = \d\d:\d\d$/).waitFor();
  // The whole template in view (the canvas draws only the steps in view).
  await editor.fitView();
  await editor.canvas
    .getByRole('group', { name: /^Availability: Book the slot \((current step|visited) in the test chat\)$/ })
    .waitFor();
  await editor.canvas
    .getByRole('group', { name: 'Prompt: Collect details (visited in the test chat)' })
    .waitFor();

  // The step reworded in the draft (saved), then the first line regenerated: the agent asks in the new words.
  await editor.canvas.getByRole('group', { name: /^Prompt: Collect details/ }).click();
  await editor.field('Prompt').fill(NEW_WORDING);
  await editor.field('Label').click();
  await expect.poll(() => editor.saveStatus.textContent(), { timeout: 60_000 }).toBe('Saved');
  await chat.editLine('Hello', 'Hello again');
  await chat.conversation.getByText(NEW_WORDING).waitFor();
  expect(await chat.conversation.textContent()).not.toContain('the date they prefer');
  expect(await chat.conversation.textContent()).not.toContain('You are booked');

  await context.close();
}
