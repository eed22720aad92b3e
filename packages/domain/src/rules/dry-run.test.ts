import { describe, expect, it } from 'vitest';
import { faqReceptionTemplate } from '../data/workflow-templates/faq-reception';
import { leadQualificationTemplate } from '../data/workflow-templates/lead-qualification';
import { defaultWorkflowContent } from './default-workflow';
import { answerDryRun, DRY_RUN_MESSAGES, simulationStatus, startDryRun } from './dry-run';
import { buildWorkflow } from './workflow-builder';

describe('the dry-run', () => {
  it('walks the default workflow to END_CALL with typed answers, then runs the post-call notification', () => {
    const content = defaultWorkflowContent('owner@example.com');
    let state = startDryRun(content);
    expect(state.status).toBe('awaiting_input');
    expect(state.awaiting?.nodeId).toBe('identify-purpose');
    state = answerDryRun(content, state, { values: { caller_reason: 'Book a table' } });
    expect(state.awaiting?.nodeId).toBe('collect-info');
    // A wrong phone number keeps it waiting, with the reason.
    const refused = answerDryRun(content, state, {
      values: { caller_name: 'Ada', caller_phone_number: 'twelve', additional_information: '' },
    });
    expect(refused.error).toBe(DRY_RUN_MESSAGES.invalidValue('caller_phone_number', 'phone'));
    expect(refused.awaiting?.nodeId).toBe('collect-info');
    state = answerDryRun(content, refused, {
      values: { caller_name: 'Ada', caller_phone_number: '+44 20 7123 4567', additional_information: '' },
    });
    expect(state.status).toBe('ended');
    expect(simulationStatus(state)).toBe('succeeded');
    expect(state.variables).toMatchObject({
      caller_reason: 'Book a table',
      caller_phone_number: '+442071234567',
    });
    expect(state.steps.map((step) => step.nodeId)).toEqual([
      'receive-call',
      'identify-purpose',
      'collect-info',
      'end-call',
      'post-call-notification',
    ]);
    expect(state.steps[3]?.say).toBe('Have a great rest of your day!');
    expect(state.steps[4]?.note).toBe('Would notify owner@example.com by email');
  });

  it('takes a FILTER branch and says why, with the condition trace', () => {
    const content = leadQualificationTemplate.content;
    const answers = (budget: string, soon: string) =>
      answerDryRun(content, startDryRun(content), {
        values: { caller_name: 'Ada', company: 'Acme', budget, starts_soon: soon },
      });
    const qualified = answers('5000', 'yes');
    const filterStep = qualified.steps.find((step) => step.type === 'FILTER');
    expect(filterStep?.branch).toMatchObject({
      handle: 'qualified',
      reason: 'budget >= 1000 and starts_soon holds',
    });
    expect(filterStep?.branch?.trace[0]?.lines).toContainEqual({
      text: 'budget (5000) >= 1000',
      result: true,
    });
    expect(qualified.steps.at(-1)?.note).toBe('Would transfer the call to +14155550123');
    expect(qualified.status).toBe('ended');
    const other = answers('50', 'yes');
    expect(other.steps.find((step) => step.type === 'FILTER')?.branch).toMatchObject({
      handle: 'otherwise',
      reason: 'No condition held',
    });
    expect(other.steps.at(-1)?.type).toBe('END_CALL');
    expect(answers('lots', 'yes').error).toBe(DRY_RUN_MESSAGES.invalidValue('budget', 'number'));
  });

  it('asks the tester to pick an outcome and follows it, filling templates from earlier steps', () => {
    const content = faqReceptionTemplate.content;
    const start = startDryRun(content);
    expect(start.awaiting?.outcomes.map((outcome) => outcome.id)).toEqual(['question', 'person']);
    expect(answerDryRun(content, start, { values: { caller_reason: 'Hours?' } }).error).toBe(
      DRY_RUN_MESSAGES.pickOutcome,
    );
    const state = answerDryRun(content, start, { values: { caller_reason: 'Hours?' }, outcome: 'question' });
    expect(state.steps.map((step) => step.type)).toEqual([
      'RECEIVE_CALL',
      'PROMPT',
      'KNOWLEDGE_BASE',
      'SAY_EXACTLY',
      'END_CALL',
    ]);
    expect(state.steps[1]?.branch?.handle).toBe('question');
    expect(state.steps[3]?.say).toBe('(simulated)');
  });

  it('fails, saying where, when the flow stops without ending the call or loops', () => {
    const stops = buildWorkflow(
      [
        { id: 't', type: 'RECEIVE_CALL' },
        { id: 's', type: 'SAY_EXACTLY', config: { message: 'Hi', label: 'Greet' } },
      ],
      [['t', 's']],
    );
    const stopped = startDryRun(stops);
    expect(stopped).toMatchObject({ status: 'failed', error: DRY_RUN_MESSAGES.stopped('Greet') });
    expect(simulationStatus(stopped)).toBe('failed');
    const loops = buildWorkflow(
      [
        { id: 't', type: 'RECEIVE_CALL' },
        { id: 'a', type: 'SAY_EXACTLY', config: { message: 'a' } },
        { id: 'b', type: 'SAY_EXACTLY', config: { message: 'b' } },
      ],
      [
        ['t', 'a'],
        ['a', 'b'],
        ['b', 'a'],
      ],
    );
    expect(startDryRun(loops).error).toBe(DRY_RUN_MESSAGES.loop);
    expect(startDryRun(buildWorkflow([], [])).error).toBe(DRY_RUN_MESSAGES.noTrigger);
  });

  it('is deterministic', () => {
    const content = defaultWorkflowContent('o@example.com');
    const run = () =>
      answerDryRun(content, answerDryRun(content, startDryRun(content), { values: { caller_reason: 'x' } }), {
        values: { caller_name: 'A', caller_phone_number: '+15555550123', additional_information: 'n' },
      });
    expect(run()).toEqual(run());
  });
});
