// Issue 14's journey: the workflow editor in Chromium against the local stack — open an agent's default
// workflow, add a QUESTION (keyboard) and a FILTER with two branches (mouse), see the isolated-node
// error appear and clear, set a variable on one branch only and see invalidVariables, fix it, a
// second tab (a phone) follows the saved change live, and under version control publishing is blocked
// while the published inbound workflow has a broken action and goes once it is fixed.
import { COLLECTIONS } from '@parley/domain';
import { adminApp } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { useJourneyStack } from '../journey-stack';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, PHONE_VIEWPORT } from '../page-checks';
import { startAsNewOwner } from '../pages/new-owner';
import { EDITOR_VIEWPORT, WorkflowEditorPage } from '../pages/workflow-editor';
import { appointmentTestChatSteps } from './test-chat-steps';
import { workflowToolsSteps } from './workflow-tools-steps';

const journey = useJourneyStack();
const admin = adminApp();

const run = Date.now().toString(36);
const owner = { name: 'Wendy Workflows', email: `wendy-${run}@parley.test`, password: 'wendy-pass-1' };

describe('the workflow editor', () => {
  it('draws a branch, shows and clears its problems as it goes, and a second tab follows', async () => {
    const { stack, browser } = journey;
    const appUrl = stack.appUrl.replace(/\/$/, '');
    const { context, page, agentId } = await startAsNewOwner(
      browser,
      appUrl,
      owner,
      `Bookings ${run}`,
      EDITOR_VIEWPORT,
    );
    const agent = await getFirestore(admin).collection(COLLECTIONS.agents).doc(agentId).get();
    const workflowId = (agent.get('workflowSettings.defaultWorkflowId') as string | null) ?? '';
    expect(workflowId).not.toBe('');

    // The default workflow opens ready: five steps, no problem.
    const editor = new WorkflowEditorPage(page);
    await editor.goto(appUrl, agentId, workflowId);
    await editor.node('receive-call').waitFor();
    await editor.noProblems.waitFor();
    await expectNoSeriousAxeViolations(page);

    // Make room after "Collect information": remove its edge to "End call" (keyboard-reachable list).
    await editor.node('collect-info').click();
    await page.getByRole('button', { name: 'Remove the connection to End call' }).click();

    // A QUESTION by keyboard: the palette item takes focus, Enter adds it, selected, unreachable.
    await editor.paletteItem('Question').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.nodeIds('QUESTION')).toHaveLength(1);
    const [question = ''] = await editor.nodeIds('QUESTION');
    await expect.poll(() => editor.flags(question)).toContain('isolated');
    await editor.problems.getByText('Not reachable from the trigger').first().waitFor();
    await editor.field('Question').fill('Would you like us to call you back?');
    await editor.field('Variable: name').fill('wants_callback');
    await editor.field('Variable: type').selectOption('boolean');

    // Connected from "Collect information" by keyboard: the isolated error clears.
    await editor.node('collect-info').click();
    await editor.connectSelected('Question');
    await expect.poll(() => editor.flags(question)).not.toContain('isolated');

    // A FILTER by mouse: dragged from the palette onto the canvas, then two branches, no otherwise.
    const box = await editor.canvas.boundingBox();
    if (!box) throw new Error('The canvas is not on screen.');
    await editor.paletteItem('Filter').dragTo(editor.canvas, {
      targetPosition: { x: box.width * 0.75, y: box.height * 0.5 },
    });
    await expect.poll(() => editor.nodeIds('FILTER')).toHaveLength(1);
    const [filter = ''] = await editor.nodeIds('FILTER');
    await page.getByRole('button', { name: 'Add branch' }).click();
    await editor.field('Branch 1: label').fill('Yes');
    await editor.field('Branch 1: condition').fill('wants_callback == true');
    await page.getByRole('button', { name: 'Add branch' }).click();
    await editor.field('Branch 2: label').fill('No');
    await editor.field('Branch 2: condition').fill('wants_callback == false');
    await editor.field('Otherwise').uncheck();
    await expect.poll(() => editor.flags(filter)).toContain('isolated');
    // Tidied up (dagre) and fitted to the view, then Question → Filter by dragging from the
    // question's outlet to the filter's inlet.
    await page.getByRole('button', { name: 'Tidy up' }).click();
    await editor.fitView();
    await editor.connectByMouse(question, filter);
    await expect.poll(() => editor.flags(filter)).not.toContain('isolated');

    // On the "Yes" branch only, a knowledge-base lookup sets callback_time; "No" goes straight on.
    await editor.node(filter).click();
    await editor.paletteItem('Knowledge Base').click();
    const [lookup = ''] = await editor.nodeIds('KNOWLEDGE_BASE');
    await editor.field('Label').fill('Look up callback hours');
    await editor.field('Query').fill('callback hours');
    await editor.field('Result variable').fill('callback_time');
    await editor.connectSelected('End call');
    await editor.node(filter).click();
    await editor.connectSelected('Look up callback hours', 'Yes');
    await editor.connectSelected('End call', 'No');
    await expect.poll(() => editor.flags(filter)).toEqual([]);
    await expect.poll(() => editor.flags(lookup)).toEqual([]);

    // "End call" reads callback_time, which the "No" path never sets: invalidVariables, listed.
    await editor.node('end-call').click();
    await editor.field('Message').fill('Goodbye! We will call you back at {{callback_time}}.');
    await expect.poll(() => editor.flags('end-call')).toContain('invalidVariables');
    const line = editor.problems.getByRole('button', { name: /Uses callback_time before every path/ });
    await line.waitFor();
    // The problems list focuses the node it names. (Adding the lookup panned the view to it: the
    // whole flow is fitted back first, so the question is on screen.)
    await editor.fitView();
    await editor.node(question).click();
    await line.click();
    await expect.poll(() => editor.field('Message').inputValue()).toContain('{{callback_time}}');
    // Fixed: no variable read, no problem left, and the edit is saved.
    await editor.field('Message').fill('Goodbye! We will call you back soon.');
    await expect.poll(() => editor.flags('end-call')).toEqual([]);
    await editor.noProblems.waitFor();
    await expect.poll(() => editor.saveStatus.textContent(), { timeout: 60_000 }).toBe('Saved');

    // A second tab, on a phone, shows the saved workflow and follows the next save live.
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE_VIEWPORT);
    const second = new WorkflowEditorPage(phone);
    await second.goto(appUrl, agentId, workflowId);
    await second.node(filter).waitFor({ state: 'attached' });
    await expectNoHorizontalOverflow(phone);
    await expectNoSeriousAxeViolations(phone);
    await editor.node(lookup).click();
    await editor.field('Label').fill('Check callback hours');
    await expect
      .poll(() => second.node(lookup).getAttribute('aria-label'), { timeout: 60_000 })
      .toContain('Check callback hours');

    // Under version control the next edit makes the agent's draft, which owns a copy of the workflow:
    // the editor moves onto it. An unconnected, unfilled "Send SMS" (an action) blocks publishing.
    const orgId = agent.get('orgId') as string;
    await getFirestore(admin)
      .collection(COLLECTIONS.orgs)
      .doc(orgId)
      .set({ enableAgentVersionControl: true }, { merge: true });
    await phone.close();
    await editor.paletteItem('Send SMS').click();
    await page.waitForURL(new RegExp(`/workflows/[^/?]+_${workflowId}$`));
    await expect.poll(() => editor.saveStatus.textContent(), { timeout: 60_000 }).toBe('Saved');
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect.poll(() => publish.isEnabled(), { timeout: 60_000 }).toBe(true);
    await publish.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Fix these workflow problems before publishing:').waitFor();
    expect(await dialog.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
    // A problem links to its step, which the editor selects and focuses; filled in and sent after
    // the post-call notification, it is fixed, and publishing goes.
    // Each problem names the workflow and the step (never its id) and says what is wrong in plain words.
    await dialog
      .getByText(/To is required/)
      .first()
      .waitFor();
    expect(await dialog.textContent()).not.toMatch(/Invalid input|send_sms-|SEND_SMS/);
    await dialog.getByRole('link', { name: 'Default Workflow › Unnamed Send SMS step' }).first().click();
    await page.getByRole('heading', { name: /^Send SMS: / }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-id')))
      .toMatch(/^send_sms-/);
    await editor.field('To').fill('{{caller_number}}');
    await editor.field('Message').fill('Thanks for calling!');
    await editor.fitView();
    await editor.node('post-call-notification').click();
    await editor.connectSelected('Send SMS');
    await editor.noProblems.waitFor();
    await expect.poll(() => editor.saveStatus.textContent(), { timeout: 60_000 }).toBe('Saved');
    await publish.click();
    const submit = dialog.getByRole('button', { name: 'Publish', exact: true });
    await expect.poll(() => submit.isEnabled(), { timeout: 60_000 }).toBe(true);
    await submit.click();
    await page.getByText('Agent published').first().waitFor({ timeout: 60_000 });

    await context.close();
  });

  it('lists workflows, makes one from a template, talks to the default in Test chat, tests a request and runs code', async () => {
    await workflowToolsSteps(journey);
  });

  it('books an appointment in Test chat from the template, shows the path, and regenerates a reworded step', async () => {
    await appointmentTestChatSteps(journey);
  });
});
