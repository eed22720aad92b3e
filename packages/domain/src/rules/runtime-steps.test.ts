import { describe, expect, it } from 'vitest';
import { unrunnableStepMessage } from '../messages';
import { WORKFLOW_TEMPLATES } from '../data/workflow-templates/index';
import { defaultWorkflowContent } from './default-workflow';
import { publishPreconditionError } from './publish';
import { isRunnableStep, unrunnableStepIssues } from './runtime-steps';
import { buildWorkflow } from './workflow-builder';
import { workflowPublishProblems } from './workflow-validator';

const withStep = (type: string, config: Record<string, unknown>) =>
  buildWorkflow(
    [
      { id: 'start', type: 'RECEIVE_CALL', config: { label: 'Receive call' } },
      { id: 'step', type, config },
      { id: 'end', type: 'END_CALL', config: { label: 'End', message: 'Bye.' } },
    ],
    [
      ['start', 'step'],
      ['step', 'end'],
    ],
  );
const calendarV2 = withStep('GOOGLE_CALENDAR_V2', { label: 'Book the slot', action: 'create_event' });
const workflow = (content: unknown, overrides: Record<string, unknown> = {}) => ({
  id: 'w1',
  name: 'Main',
  type: 'INBOUND' as const,
  status: 'PUBLISHED' as const,
  contentJSON: JSON.stringify(content),
  ...overrides,
});
const draft = { sourceAgentId: 'live', workflowSettings: { defaultWorkflowId: 'w1' } };

describe('steps the runtime cannot run', () => {
  it('says which step cannot run, by its name and type', () => {
    expect(unrunnableStepMessage('Book the slot', 'Google Calendar V2')).toBe(
      'Step “Book the slot” (Google Calendar V2) cannot run in a conversation yet. Replace or remove it to publish.',
    );
    expect(unrunnableStepIssues(calendarV2)).toEqual([
      {
        nodeId: 'step',
        flag: null,
        step: 'Book the slot',
        message: unrunnableStepMessage('Book the slot', 'Google Calendar V2'),
      },
    ]);
  });

  it.each([
    'GOOGLE_CALENDAR',
    'GOOGLE_SHEETS',
    'GMAIL',
    'SLACK',
    'GO_HIGH_LEVEL',
    'ZAPIER',
    'MAKE',
    'VISION',
    'CAMPAIGN',
    'REDIAL',
    'CUSTOM_LIVE_CALL',
    'SOMETHING_NEW',
  ])('counts %s as not runnable', (type) => {
    expect(isRunnableStep(type, {})).toBe(false);
  });

  it('runs AVAILABILITY only for the calendar actions it knows', () => {
    expect(isRunnableStep('AVAILABILITY', { action: 'find_slots' })).toBe(true);
    expect(isRunnableStep('AVAILABILITY', { action: 'book_slot' })).toBe(true);
    expect(isRunnableStep('AVAILABILITY', { action: 'create_event' })).toBe(false);
  });

  it('blocks publishing with the step named, inbound or outbound', () => {
    const refusal = unrunnableStepMessage('Book the slot', 'Google Calendar V2');
    expect(publishPreconditionError({ draft, sourceAgent: {}, workflows: [workflow(calendarV2)] })).toBe(
      refusal,
    );
    expect(
      publishPreconditionError({
        draft,
        sourceAgent: {},
        workflows: [
          workflow(defaultWorkflowContent('o@example.com')),
          workflow(calendarV2, { id: 'w2', type: 'OUTBOUND' }),
        ],
      }),
    ).toBe(refusal);
    expect(workflowPublishProblems([workflow(calendarV2)])[0]?.issues.map((issue) => issue.step)).toEqual([
      'Book the slot',
    ]);
  });

  it('leaves draft workflows alone', () => {
    expect(
      publishPreconditionError({
        draft,
        sourceAgent: {},
        workflows: [
          workflow(defaultWorkflowContent('o@example.com')),
          workflow(calendarV2, { id: 'w2', status: 'DRAFT' }),
        ],
      }),
    ).toBeNull();
  });

  it('lets every workflow template publish', () => {
    for (const template of WORKFLOW_TEMPLATES) {
      expect(
        publishPreconditionError({
          draft,
          sourceAgent: {},
          workflows: [workflow(template.content, { type: template.type })],
        }),
      ).toBeNull();
    }
  });
});
