// Issues 14 and 16's steps around the editor, run by workflows.e2e.ts on its stack: the Workflows list →
// new from template → open; a Test chat with the default workflow to END_CALL (the path lit on the canvas,
// an earlier line edited and the conversation re-run); an API request node tested
// against the fake shop (reached by name through the guard: PARLEY_OUTBOUND_LOCAL_HOSTS, set by the
// harness) and refused at 127.0.0.1 and the metadata address with the reason shown; a code block run
// with sample input showing its output and logs.
import { FAKE_WEBSITE_HOST } from '@parley/scripts/fakes';
import { getTestEnv } from '@parley/scripts/testing';
import { expect } from 'vitest';
import type { JourneyStack } from '../journey-stack';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, PHONE_VIEWPORT } from '../page-checks';
import { startAsNewOwner } from '../pages/new-owner';
import { EDITOR_VIEWPORT } from '../pages/workflow-editor';
import { NodeToolsForm, TestChatDrawer, WorkflowsListPage } from '../pages/workflow-tools';

const CODE = `export default function run(input) {
  console.log('adding one to', input.a);
  return { total: input.a + 1 };
}`;

export async function workflowToolsSteps({ stack, browser }: JourneyStack): Promise<void> {
  const run = Date.now().toString(36);
  const fakeWebsite = getTestEnv().fakeWebsiteUrl;
  if (!fakeWebsite) throw new Error('The harness started no fake website (fakeWebsiteUrl).');
  const port = new URL(fakeWebsite).port;
  const owner = { name: 'Tara Tools', email: `tara-${run}@parley.test`, password: 'tara-pass-1' };
  const base = stack.appUrl.replace(/\/$/, '');
  // A new FREE account: Test chat is open to every plan.
  const { context, page } = await startAsNewOwner(browser, base, owner, `Front desk ${run}`, EDITOR_VIEWPORT);

  // The list (reached from the workspace's tab): the default workflow, marked; it fits a phone; a new
  // workflow from a template opens in the editor, whose back link returns to the list.
  const list = new WorkflowsListPage(page);
  await page.getByRole('tab', { name: 'Workflows', exact: true }).click();
  await list.row('Default Workflow').getByText('Default', { exact: true }).waitFor();
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(EDITOR_VIEWPORT);
  await list.createFromTemplate('Appointment booking');
  await page.waitForURL(/\/workflows\/[^/?]+$/);
  await page.getByRole('region', { name: 'Workflow canvas' }).waitFor();
  await page.getByRole('link', { name: 'Workflows', exact: true }).click();
  await list.row('Appointment booking').waitFor();

  // The default workflow in Test chat, to END_CALL, with the scripted model the stack runs (LLM_BASE_URL):
  // it fills each step's variables from the caller's words. The step waiting lights up on the canvas and
  // the steps and edges gone through are drawn (named so for screen readers).
  await list.row('Default Workflow').getByRole('link', { name: 'Default Workflow' }).click();
  const canvas = page.getByRole('region', { name: 'Workflow canvas' });
  await canvas.waitFor();
  const chat = new TestChatDrawer(page);
  await chat.open();
  await chat.idle();
  await chat.summary.getByText(/Current step: Identify purpose/).waitFor();
  await canvas
    .getByRole('group', { name: 'Prompt: Identify purpose (current step in the test chat)' })
    .waitFor();
  await chat.say('My bike needs a repair');
  await chat.collected.getByText('caller_reason = My bike needs a repair').waitFor();
  await chat.summary.getByText(/Current step: Collect information/).waitFor();
  await canvas.getByRole('group', { name: 'Prompt: Identify purpose (visited in the test chat)' }).waitFor();
  await canvas
    .getByRole('group', { name: 'From Identify purpose to Collect information (visited in the test chat)' })
    // An edge is an SVG group, which Playwright never counts as visible.
    .waitFor({ state: 'attached' });
  // A number too short to be a phone number is not taken: the call goes on at the same step.
  await chat.say("I'm Ann, my number is 12");
  await chat.summary.getByText(/Current step: Collect information/).waitFor();
  expect(await chat.collected.textContent()).not.toContain('caller_phone_number');
  await chat.say("I'm Ann, call me on 415 555 0123");
  await chat.summary.getByText('The call ended: an End call step.').waitFor();
  await chat.collected.getByText('caller_phone_number = +14155550123').waitFor();
  await canvas.getByRole('group', { name: 'End Call: End call (visited in the test chat)' }).waitFor();
  // An earlier line edited: the conversation is run again from it, with the new words.
  await chat.editLine('My bike needs a repair', 'My scooter needs a repair');
  await chat.collected.getByText('caller_reason = My scooter needs a repair').waitFor();
  await chat.summary.getByText(/Current step: Collect information/).waitFor();
  expect(await chat.conversation.textContent()).not.toContain('415 555 0123');
  // The chat fits a phone (the drawer takes the whole width) and its controls are named.
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize(EDITOR_VIEWPORT);
  await chat.close();
  // Closed, the canvas shows no trace.
  await canvas.getByRole('group', { name: 'Prompt: Identify purpose' }).waitFor();

  // An API request node: tested against the fake shop, then refused at loopback and metadata addresses.
  const form = new NodeToolsForm(page);
  await page.getByRole('button', { name: 'Add API Request', exact: true }).click();
  await page.getByRole('textbox', { name: 'URL', exact: true }).waitFor();
  await page.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'GET', exact: true }).click();
  await form.testRequest(`http://${FAKE_WEBSITE_HOST}:${port}/`);
  await form.response.getByText(/^200\b/).waitFor();
  await form.testRequest(`http://127.0.0.1:${port}/`);
  await form.requestFailure.getByText(/127\.0\.0\.1 are not allowed/).waitFor();
  await form.testRequest('http://169.254.169.254/latest/meta-data/');
  await form.requestFailure.getByText(/169\.254\.169\.254 are not allowed/).waitFor();

  // A code block: validated on the first run, which shows the output and the console.
  await page.getByRole('button', { name: 'Add Code', exact: true }).click();
  await form.writeCode(CODE);
  await form.runWithSample('{"a": 41}');
  await form.output.getByText('"total": 42').waitFor();
  await form.output.getByText('adding one to 41').waitFor();
  await page.getByText('Valid: signed for this workflow.').waitFor();

  await context.close();
}
