import { describe, expect, it } from 'vitest';
import { defaultWorkflow, defaultWorkflowContent } from './default-workflow';
import { buildWorkflow } from './workflow-builder';
import type { Connection, StepDescription } from './workflow-builder';
import {
  GRAPH_PROBLEMS,
  validateWorkflow,
  withComputedFlags,
  workflowPublishProblems,
} from './workflow-validator';

const trigger: StepDescription = { id: 't', type: 'RECEIVE_CALL' };
const end: StepDescription = { id: 'end', type: 'END_CALL', config: { message: 'Bye' } };
const ask = (id: string, variable: string): StepDescription => ({
  id,
  type: 'PROMPT',
  config: { prompt: `Ask for ${variable}`, variables: [{ name: variable, type: 'text' }] },
});
const say = (id: string, message: string): StepDescription => ({
  id,
  type: 'SAY_EXACTLY',
  config: { message },
});
const filter = (id: string, condition: string): StepDescription => ({
  id,
  type: 'FILTER',
  config: { branches: [{ id: 'yes', label: 'Yes', condition }] },
});

function flagged(steps: StepDescription[], connections: Connection[]) {
  const validation = validateWorkflow(buildWorkflow(steps, connections));
  const on = (flag: 'isolated' | 'invalidOutgoerCount' | 'invalidVariables' | 'formValidationErrors') =>
    Object.entries(validation.errors)
      .filter(([, errors]) => errors[flag])
      .map(([id]) => id)
      .sort();
  return { validation, on };
}

describe('validateWorkflow', () => {
  it('finds nothing wrong with the default workflow', () => {
    const validation = validateWorkflow(defaultWorkflowContent('owner@example.com'));
    expect(validation.issues).toEqual([]);
    expect(validation.isValid).toBe(true);
  });

  it('flags nodes unreachable from the trigger, islands included', () => {
    const { on, validation } = flagged(
      [trigger, say('a', 'Hi'), end, say('island1', 'x'), say('island2', 'y')],
      [
        ['t', 'a'],
        ['a', 'end'],
        ['island1', 'island2'],
        ['island2', 'island1'],
      ],
    );
    expect(on('isolated')).toEqual(['island1', 'island2']);
    // FORM nodes do not block publish; the islands are SAY_EXACTLY steps.
    expect(validation.isValid).toBe(true);
  });

  it('makes an isolated ACTION node block publish', () => {
    const { on, validation } = flagged(
      [trigger, end, { id: 'sms', type: 'SEND_SMS', config: { to: '+14155550100', message: 'x' } }],
      [['t', 'end']],
    );
    expect(on('isolated')).toEqual(['sms']);
    expect(validation.isValid).toBe(false);
  });

  it('reports no trigger and two triggers as graph problems', () => {
    expect(
      flagged([say('a', 'x'), end], [['a', 'end']]).validation.issues.map((issue) => issue.message),
    ).toContain(GRAPH_PROBLEMS.noTrigger);
    const two = flagged(
      [trigger, { id: 't2', type: 'RECEIVE_CALL' }, end],
      [
        ['t', 'end'],
        ['t2', 'end'],
      ],
    ).validation;
    expect(two.issues.map((issue) => issue.message)).toContain(GRAPH_PROBLEMS.manyTriggers);
    expect(two.isValid).toBe(false);
  });

  it('checks outgoer counts per type', () => {
    const { on } = flagged(
      [trigger, say('a', 'x'), say('b', 'y'), end, { id: 'flow-end', type: 'END_FLOW' }],
      [
        ['t', 'a'],
        ['a', 'b'],
        ['a', 'end'],
        ['b', 'end'],
        ['end', 'flow-end'],
        ['flow-end', 'b'],
      ],
    );
    // a has two plain outgoers, END_FLOW has one (it takes none).
    expect(on('invalidOutgoerCount')).toEqual(['a', 'flow-end']);
  });

  it('flags a live dead end but not a post-call action that ends the path', () => {
    const { on } = flagged(
      [
        trigger,
        say('a', 'x'),
        { id: 'sms', type: 'SEND_SMS', config: { to: '+14155550100', message: 'hi' } },
      ],
      [
        ['t', 'a'],
        ['a', 'sms'],
      ],
    );
    expect(on('invalidOutgoerCount')).toEqual(['sms']);
    expect(
      validateWorkflow(defaultWorkflowContent('o@example.com')).errors['post-call-notification'],
    ).toMatchObject({
      invalidOutgoerCount: false,
    });
  });

  it('refuses a conversational step after the end of the call', () => {
    const { on } = flagged(
      [trigger, end, say('late', 'x')],
      [
        ['t', 'end'],
        ['end', 'late'],
      ],
    );
    expect(on('invalidOutgoerCount')).toEqual(['end', 'late']);
  });

  it('needs one edge per FILTER branch and per PROMPT outcome', () => {
    const steps: StepDescription[] = [
      trigger,
      {
        id: 'p',
        type: 'PROMPT',
        config: {
          prompt: 'Book?',
          outcomes: [
            { id: 'book', label: 'Book' },
            { id: 'other', label: 'Other' },
          ],
        },
      },
      filter('f', 'caller_number is not empty'),
      end,
    ];
    const complete = flagged(steps, [
      ['t', 'p'],
      ['p', 'f', 'book'],
      ['p', 'end', 'other'],
      ['f', 'end', 'yes'],
      ['f', 'end', 'otherwise'],
    ]);
    expect(complete.validation.issues).toEqual([]);
    const missing = flagged(steps, [
      ['t', 'p'],
      ['p', 'f', 'book'],
      ['p', 'end'],
      ['f', 'end', 'yes'],
    ]);
    expect(missing.on('invalidOutgoerCount')).toEqual(['f', 'p']);
  });

  it('flags a variable set on one branch only, once the branches join', () => {
    const steps = [
      trigger,
      filter('f', 'caller_number contains "+1"'),
      ask('a', 'name'),
      say('b', 'No name'),
      say('use', 'Thanks {{name}}'),
      end,
    ];
    const { on } = flagged(steps, [
      ['t', 'f'],
      ['f', 'a', 'yes'],
      ['f', 'b', 'otherwise'],
      ['a', 'use'],
      ['b', 'use'],
      ['use', 'end'],
    ]);
    expect(on('invalidVariables')).toEqual(['use']);
    // Set on both branches: fine.
    const fixed = flagged(
      [...steps.slice(0, 3), ask('b', 'name'), ...steps.slice(4)],
      [
        ['t', 'f'],
        ['f', 'a', 'yes'],
        ['f', 'b', 'otherwise'],
        ['a', 'use'],
        ['b', 'use'],
        ['use', 'end'],
      ],
    );
    expect(fixed.on('invalidVariables')).toEqual([]);
  });

  it('handles cycles: a loop back does not assign what the entry path never set', () => {
    const steps = [
      trigger,
      say('greet', 'Hello'),
      filter('check', 'answer == "yes"'),
      ask('ask', 'answer'),
      end,
    ];
    const { on } = flagged(steps, [
      ['t', 'greet'],
      ['greet', 'check'],
      ['check', 'end', 'yes'],
      ['check', 'ask', 'otherwise'],
      ['ask', 'check'],
    ]);
    // check is entered from greet before ask ever ran.
    expect(on('invalidVariables')).toEqual(['check']);
    const fixed = flagged(steps, [
      ['t', 'ask'],
      ['ask', 'check'],
      ['check', 'end', 'yes'],
      ['check', 'greet', 'otherwise'],
      ['greet', 'ask'],
    ]);
    expect(fixed.on('invalidVariables')).toEqual([]);
    expect(fixed.on('isolated')).toEqual([]);
  });

  it('checks the system variables and variables in FILTER conditions', () => {
    const { on } = flagged(
      [trigger, filter('f', 'caller_number is empty or unknown == 1'), end],
      [
        ['t', 'f'],
        ['f', 'end', 'yes'],
        ['f', 'end', 'otherwise'],
      ],
    );
    expect(on('invalidVariables')).toEqual(['f']);
  });

  it('flags configurations that fail their schema', () => {
    const { on } = flagged(
      [
        trigger,
        { id: 'transfer', type: 'TRANSFER_CALL', config: { number: '555-1234' } },
        { id: 'f', type: 'FILTER', config: { branches: [{ id: 'b', label: 'B', condition: 'a ==' }] } },
        { id: 'http', type: 'API_REQUEST', config: { method: 'POST', url: 'ftp://x' } },
        { id: 'ok-transfer', type: 'TRANSFER_CALL', config: { number: '{{manager_phone}}' } },
      ],
      [['t', 'transfer']],
    );
    expect(on('formValidationErrors')).toEqual(['f', 'http', 'transfer']);
  });

  it('loads unknown node types and flags them only for reachability and variables', () => {
    const { on, validation } = flagged(
      [
        trigger,
        { id: 'x', type: 'TELEPORT', kind: 'ACTION', config: { target: '{{nowhere}}', anything: 1 } },
        end,
      ],
      [
        ['t', 'x'],
        ['x', 'end'],
      ],
    );
    expect(on('formValidationErrors')).toEqual([]);
    expect(on('invalidOutgoerCount')).toEqual([]);
    expect(on('invalidVariables')).toEqual(['x']);
    expect(validation.isValid).toBe(false);
  });

  it('replaces stored flags with the computed ones', () => {
    const content = buildWorkflow([trigger, end], [['t', 'end']]);
    const stale = content.nodes.map((node) => ({
      ...node,
      data: { ...node.data, errors: { ...node.data.errors, isolated: true } },
    }));
    const computed = withComputedFlags({ ...content, nodes: stale }).content.nodes;
    expect(computed.map((node) => node.data.errors.isolated)).toEqual([false, false]);
  });
});

describe('workflowPublishProblems', () => {
  const base = { id: 'w', name: 'Main', type: 'INBOUND' as const, status: 'PUBLISHED' as const };

  it('lets the default workflow through and names a broken or unreadable one', () => {
    const good = defaultWorkflow({ id: 'w1', agentId: 'a', ownerEmail: 'o@example.com' });
    const broken = {
      ...base,
      id: 'w2',
      name: 'Broken',
      contentJSON: JSON.stringify(buildWorkflow([end], [])),
    };
    const unreadable = { ...base, id: 'w3', name: 'Garbage', contentJSON: '{' };
    const problems = workflowPublishProblems([good, broken, unreadable]);
    expect(problems.map((problem) => problem.name)).toEqual(['Broken', 'Garbage']);
  });

  it('ignores drafts and outbound workflows, as publish does', () => {
    const contentJSON = JSON.stringify(buildWorkflow([end], []));
    expect(
      workflowPublishProblems([
        { ...base, status: 'DRAFT', contentJSON },
        { ...base, type: 'OUTBOUND', contentJSON },
      ]),
    ).toEqual([]);
  });
});

describe('validation speed', () => {
  it('is linear enough for a 300-node, 400-edge graph (bench: scripts/bench/workflows.ts)', () => {
    // Correctness on the big graph here; the timing is measured by the bench, not asserted.
    const steps: StepDescription[] = [trigger];
    const connections: Connection[] = [];
    for (let index = 0; index < 298; index += 1) steps.push(ask(`n${index}`, `v${index}`));
    steps.push(end);
    connections.push(['t', 'n0']);
    for (let index = 0; index < 297; index += 1) connections.push([`n${index}`, `n${index + 1}`]);
    connections.push(['n297', 'end']);
    expect(validateWorkflow(buildWorkflow(steps, connections)).issues).toEqual([]);
  });
});

describe('hostile content', () => {
  it('keeps a node id such as __proto__ an ordinary key', () => {
    const content = buildWorkflow(
      [
        { id: '__proto__', type: 'RECEIVE_CALL' },
        { id: 'constructor', type: 'END_CALL', config: { message: 'Bye' } },
      ],
      [['__proto__', 'constructor']],
    );
    const validation = validateWorkflow(content);
    expect(Object.keys(validation.errors).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(validation.errors)).toBe(Object.prototype);
    expect(validation.isValid).toBe(true);
    expect(withComputedFlags(content).content.nodes.map((node) => node.data.errors.isolated)).toEqual([
      false,
      false,
    ]);
  });

  it('refuses __proto__ as a variable name', () => {
    const { on } = flagged(
      [trigger, ask('p', '__proto__'), end],
      [
        ['t', 'p'],
        ['p', 'end'],
      ],
    );
    expect(on('formValidationErrors')).toEqual(['p']);
  });
});
