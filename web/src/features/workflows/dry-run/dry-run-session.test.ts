import { buildWorkflow, startDryRun } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { answer, answersOf, recordOf, replay, type RecordedStep } from './dry-run-session';

const content = buildWorkflow(
  [
    { id: 'start', type: 'RECEIVE_CALL', config: { label: 'Receive call' } },
    {
      id: 'ask',
      type: 'QUESTION',
      config: { label: 'Ask age', question: 'How old are you?', variable: { name: 'age', type: 'number' } },
    },
    {
      id: 'adult',
      type: 'FILTER',
      config: { label: 'Adult?', branches: [{ id: 'yes', label: 'Adult', condition: 'age >= 18' }] },
    },
    { id: 'bye', type: 'END_CALL', config: { label: 'Bye', message: 'Bye {{age}}' } },
    { id: 'kid', type: 'END_CALL', config: { label: 'Kid', message: 'Ask a parent' } },
  ],
  [
    ['start', 'ask'],
    ['ask', 'adult'],
    ['adult', 'bye', 'yes'],
    ['adult', 'kid', 'otherwise'],
  ],
);

describe('the dry-run session', () => {
  it('marks the answered step with its answer, and records the state as a simulation run', () => {
    const waiting = startDryRun(content);
    expect(recordOf(waiting)).toMatchObject({ status: 'in_progress', error: null });
    const ended = answer(content, waiting, { values: { age: '42' } });
    expect(ended.status).toBe('ended');
    expect(ended.steps.map((step) => step.nodeId)).toEqual(['start', 'ask', 'adult', 'bye']);
    expect(answersOf(ended.steps as unknown as RecordedStep[])).toEqual([{ values: { age: '42' } }]);
    expect(recordOf(ended)).toMatchObject({ status: 'succeeded', variables: { age: 42 }, error: null });
  });

  it('leaves the steps alone when an answer is refused', () => {
    const waiting = startDryRun(content);
    const refused = answer(content, waiting, { values: { age: 'old' } });
    expect(refused.status).toBe('awaiting_input');
    expect(refused.steps).toEqual(waiting.steps);
    expect(refused.error).toBe('age must be a valid number');
  });

  it('reopens a recorded run by replaying its answers on the workflow', () => {
    const ended = answer(content, startDryRun(content), { values: { age: '9' } });
    const stored = JSON.parse(JSON.stringify(recordOf(ended).steps)) as RecordedStep[];
    const reopened = replay(content, stored);
    expect(reopened.status).toBe('ended');
    expect(reopened.steps.at(-1)?.nodeId).toBe('kid');
    expect(replay(content, stored.slice(0, 1)).status).toBe('awaiting_input');
  });
});
