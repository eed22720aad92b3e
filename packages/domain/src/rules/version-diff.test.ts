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
    expect(diff.areas.knowledge).toEqual([{ path: 'documentIds', before: [], after: ['d1'] }]);
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
});
