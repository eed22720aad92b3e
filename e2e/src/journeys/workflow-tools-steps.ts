// Issues 14 and 16's steps around the editor, run by workflows.e2e.ts on its stack: the Workflows list →
// new from template → open; a dry-run of the default workflow to END_CALL; an API request node tested
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
import { DryRunDrawer, NodeToolsForm, WorkflowsListPage } from '../pages/workflow-tools';
import { grantPlan } from '../plans';

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
  const { context, page } = await startAsNewOwner(browser, base, owner, `Front desk ${run}`, EDITOR_VIEWPORT);
  // The dry-run is the plan feature `testing` (STARTER and up).
  await grantPlan(owner.email, 'STARTER');

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

  // The default workflow, dry-run to END_CALL with typed answers (a wrong phone is refused first).
  await list.row('Default Workflow').getByRole('link', { name: 'Default Workflow' }).click();
  await page.getByRole('region', { name: 'Workflow canvas' }).waitFor();
  const dryRun = new DryRunDrawer(page);
  await dryRun.open();
  await expect
    .poll(() => dryRun.panel.getByRole('button', { name: 'Start a dry-run' }).isEnabled())
    .toBe(true);
  await dryRun.start();
  await dryRun.answer({ caller_reason: 'My bike needs a repair' });
  await dryRun.answer({ caller_name: 'Ann', caller_phone_number: '12', additional_information: 'none' });
  await dryRun.panel.getByText('caller_phone_number must be a valid phone').waitFor();
  await dryRun.answer({
    caller_name: 'Ann',
    caller_phone_number: '+14155550123',
    additional_information: 'none',
  });
  await dryRun.panel.getByText('The call ended. The dry-run succeeded.').waitFor();
  await dryRun.panel.getByText('Would notify').waitFor();
  // Recorded: the run is listed to reopen.
  await dryRun.panel.getByText('Succeeded', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Close the dry-run' }).click();

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
