import { describe, expect, it } from 'vitest';
import { agentSchema } from '../schemas/agent';
import { workflowSchema } from '../schemas/workflow';
import { diffVersions, wordDiff, type WordChange } from './version-diff';

const join = (changes: WordChange[], keep: 'delete' | 'insert') =>
  changes
    .filter((change) => change.op === 'equal' || change.op === keep)
    .map((change) => change.text)
    .join('');

describe('wordDiff', () => {
  it('marks only the words that changed, and both texts can be rebuilt from it', () => {
    const before = 'Thank you for calling Acme! How can I help you today?';
    const after = 'Thank you for calling Acme Dental! How may I help you today?';
    const changes = wordDiff(before, after);
    const words = (op: string) =>
      changes
        .filter((change) => change.op === op)
        .map((change) => change.text.trim())
        .join(' ');
    expect(words('delete')).toBe('Acme! can');
    expect(words('insert')).toBe('Acme Dental! may');
    expect(changes.find((change) => change.text.includes('Thank you for calling'))?.op).toBe('equal');
    expect(join(changes, 'delete')).toBe(before);
    expect(join(changes, 'insert')).toBe(after);
  });

  it('answers one equal part for equal texts and handles empty sides', () => {
    expect(wordDiff('same words', 'same words')).toEqual([{ op: 'equal', text: 'same words' }]);
    expect(wordDiff('', 'new text')).toEqual([{ op: 'insert', text: 'new text' }]);
    expect(wordDiff('old text', '')).toEqual([{ op: 'delete', text: 'old text' }]);
  });

  it('keeps a long text diff minimal: one inserted word in 2,000', () => {
    const words = Array.from({ length: 2000 }, (_, index) => `w${String(index)}`);
    const after = [...words.slice(0, 1000), 'NEW', ...words.slice(1000)].join(' ');
    const changes = wordDiff(words.join(' '), after);
    expect(changes.filter((change) => change.op !== 'equal')).toEqual([{ op: 'insert', text: 'NEW ' }]);
  });
});

const node = (id: string, message: string) => ({
  id,
  type: 'ACTION',
  position: { x: 0, y: 0 },
  data: { type: 'END_CALL', frontend: { message } },
});
const content = (...nodes: ReturnType<typeof node>[]) => JSON.stringify({ nodes, edges: [] });
const agent = (overrides: Record<string, unknown> = {}) =>
  agentSchema.parse({ id: 'a', uid: 'u', orgId: 'o', name: 'Desk', workflowIds: ['w1'], ...overrides });
const workflow = (id: string, contentJSON: string, name = 'Main', sourceWorkflowId: string | null = null) =>
  workflowSchema.parse({ id, agentId: 'a', name, contentJSON, sourceWorkflowId });

describe('diffVersions', () => {
  it('groups changes by area, with words for the greeting', () => {
    const before = { agent: agent({ greeting: 'Hello there, how can I help?' }), workflows: [] };
    const after = {
      agent: agent({
        greeting: 'Hello there, how may I help?',
        selectedVoiceId: 'v2',
        generalSettings: { timezone: 'Europe/Paris' },
        documentIds: ['d1'],
      }),
      workflows: [],
    };
    const diff = diffVersions(before, after);
    expect(diff.changed).toBe(true);
    expect(diff.areas.prompt).toHaveLength(1);
    expect(diff.areas.prompt[0]?.path).toBe('greeting');
    expect(diff.areas.prompt[0]?.words?.filter((word) => word.op !== 'equal')).toEqual([
      { op: 'delete', text: 'can' },
      { op: 'insert', text: 'may' },
    ]);
    expect(diff.areas.voice.map((change) => change.path)).toEqual(['selectedVoiceId']);
    expect(diff.areas.settings.map((change) => change.path)).toEqual(['generalSettings.timezone']);
    // Each setting by its label, knowledge by what happened to it: no path, no id reaches the user.
    expect(diff.areas.prompt[0]?.label).toBe('Greeting');
    expect(diff.areas.voice[0]).toMatchObject({ label: 'Voice', summary: 'Another voice chosen' });
    expect(diff.areas.settings[0]?.label).toBe('Timezone');
    expect(diff.areas.knowledge).toEqual([
      { path: 'documentIds', label: 'Documents', before: [], after: ['d1'], summary: '1 added' },
    ]);
  });

  it('shows the prompt module by module under prompt, with words for changed Markdown and the order', () => {
    const faq = { id: 'm1', moduleId: 'FAQ', content: '', contentMD: 'We open at nine every day.' };
    const rule = { id: 'm2', moduleId: 'Rule', content: '', contentMD: 'Be brief.' };
    const rule2 = { id: 'm3', moduleId: 'Rule', content: '', contentMD: 'Be kind.' };
    const diff = diffVersions(
      { agent: agent({ promptModules: [faq, rule] }), workflows: [] },
      {
        agent: agent({
          promptModules: [rule, { ...faq, contentMD: 'We open at ten every day.' }, rule2],
        }),
        workflows: [],
      },
    );
    expect(diff.areas.settings).toEqual([]);
    expect(diff.areas.prompt.map(({ path, before, after }) => ({ path, before, after }))).toEqual([
      { path: 'promptModules.FAQ', before: 'We open at nine every day.', after: 'We open at ten every day.' },
      { path: 'promptModules.Rule 2', before: null, after: 'Be kind.' },
      { path: 'promptModules.order', before: 'FAQ → Rule', after: 'Rule 1 → FAQ' },
    ]);
    expect(diff.areas.prompt.map((change) => change.label)).toEqual([
      'Prompt module “FAQ”',
      'Prompt module “Rule 2”',
      'Order of the prompt modules',
    ]);
    expect(diff.areas.prompt[0]?.words?.filter((word) => word.op !== 'equal')).toEqual([
      { op: 'delete', text: 'nine' },
      { op: 'insert', text: 'ten' },
    ]);
  });

  it("lists each workflow's added, removed and changed nodes, matching a draft's copies to live ones", () => {
    const live = {
      agent: agent({ workflowSettings: { defaultWorkflowId: 'w1' } }),
      workflows: [workflow('w1', content(node('n1', 'Bye'), node('n2', 'Hold on')))],
    };
    const draft = {
      agent: agent({ workflowIds: ['d_w1'], workflowSettings: { defaultWorkflowId: 'd_w1' } }),
      workflows: [workflow('d_w1', content(node('n1', 'Goodbye now'), node('n3', 'New')), 'Main', 'w1')],
    };
    const diff = diffVersions(live, draft);
    expect(diff.areas.settings).toEqual([]);
    expect(diff.workflows).toHaveLength(1);
    expect(diff.workflows[0]).toMatchObject({ workflowId: 'w1', change: 'changed' });
    expect(diff.workflows[0]?.nodes.map(({ nodeId, change }) => [nodeId, change])).toEqual([
      ['n1', 'changed'],
      ['n2', 'removed'],
      ['n3', 'added'],
    ]);
    expect(diff.workflows[0]?.nodes[0]?.fields[0]).toMatchObject({
      path: 'data.frontend.message',
      label: 'Message',
      before: 'Bye',
      after: 'Goodbye now',
    });
  });

  it('finds no change between a draft and the live agent it was copied from', () => {
    const live = { agent: agent(), workflows: [workflow('w1', content(node('n1', 'Bye')))] };
    const draft = {
      agent: agent({ workflowIds: ['d_w1'] }),
      workflows: [workflow('d_w1', content(node('n1', 'Bye')), 'Main', 'w1')],
    };
    expect(diffVersions(live, draft)).toMatchObject({ changed: false, workflows: [] });
  });

  it('names the default workflow, never its id', () => {
    const both = [workflow('w1', content(), 'Main'), workflow('w2', content(), 'After hours')];
    const diff = diffVersions(
      { agent: agent({ workflowSettings: { defaultWorkflowId: 'w1' } }), workflows: both },
      { agent: agent({ workflowSettings: { defaultWorkflowId: 'w2' } }), workflows: both },
    );
    expect(diff.areas.settings).toEqual([
      {
        path: 'workflowSettings.defaultWorkflowId',
        label: 'Default workflow',
        before: 'Main',
        after: 'After hours',
      },
    ]);
  });

  it('reports an added and a removed workflow', () => {
    const before = { agent: agent(), workflows: [workflow('w1', content())] };
    const after = { agent: agent(), workflows: [workflow('w2', content(), 'Other')] };
    expect(
      diffVersions(before, after).workflows.map(({ workflowId, change }) => [workflowId, change]),
    ).toEqual([
      ['w1', 'removed'],
      ['w2', 'added'],
    ]);
  });

  describe('in the words of the person who drew the workflow', () => {
    const step = (id: string, type: string, frontend: Record<string, unknown>, x = 0) => ({
      id,
      type: 'OTHER',
      position: { x, y: 0 },
      data: { type, frontend, errors: { isolated: false } },
    });
    const edge = (source: string, target: string, sourceHandle: string | null = null) => ({
      id: `${source}-${target}`,
      source,
      target,
      sourceHandle,
      targetHandle: null,
    });
    const flow = (nodes: unknown[], edges: unknown[]) => JSON.stringify({ nodes, edges });
    const collect = step('prompt-3', 'PROMPT', { label: 'Collect information', prompt: 'Ask' });
    const goodbye = step('end_call-4', 'END_CALL', { message: 'Bye' });
    const sides = (beforeJSON: string, afterJSON: string) =>
      diffVersions(
        { agent: agent(), workflows: [workflow('w1', beforeJSON)] },
        { agent: agent(), workflows: [workflow('w1', afterJSON)] },
      ).workflows[0];

    it('says a step was added after the one that leads to it, by name, never by id', () => {
      const confirm = step('say_exactly-10', 'SAY_EXACTLY', { label: 'Confirm details', message: 'OK?' });
      const change = sides(
        flow([collect, goodbye], [edge('prompt-3', 'end_call-4')]),
        flow(
          [collect, confirm, goodbye],
          [edge('prompt-3', 'say_exactly-10'), edge('say_exactly-10', 'end_call-4')],
        ),
      );
      expect(change?.nodes.map((node) => node.text)).toEqual([
        'Step “Confirm details” added after “Collect information”',
      ]);
      expect(change?.connections).toEqual([
        '“Confirm details” now leads to “Unnamed End Call step”',
        '“Collect information” no longer leads to “Unnamed End Call step”',
      ]);
      expect(change?.fields).toEqual([]);
      expect(change?.connections.join('\n')).not.toMatch(/say_exactly-10|prompt-3/);
    });

    it('folds steps that only moved on the canvas into a count', () => {
      const moved = { ...collect, position: { x: 400, y: 120 } };
      const change = sides(flow([collect, goodbye], []), flow([moved, goodbye], []));
      expect(change).toMatchObject({ change: 'changed', nodes: [], connections: [], layoutMoves: 1 });
    });

    it('names a changed setting by its label and a branch by its label', () => {
      const filter = (label: string) =>
        step('filter-1', 'FILTER', {
          branches: [{ id: 'branch-1', label: 'Gold', condition: 'x == 1' }],
          label,
        });
      const change = sides(
        flow([filter('Check tier'), goodbye], []),
        flow([filter('Check tier first'), goodbye], [edge('filter-1', 'end_call-4', 'branch-1')]),
      );
      expect(change?.nodes[0]).toMatchObject({
        name: 'Check tier first',
        text: 'Step “Check tier first” changed',
      });
      expect(change?.nodes[0]?.fields.map((field) => field.label)).toEqual(['Name']);
      expect(change?.connections).toEqual(['“Check tier first” (Gold) now leads to “Unnamed End Call step”']);
    });
  });
});
