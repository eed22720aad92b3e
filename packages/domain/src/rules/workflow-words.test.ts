import { describe, expect, it } from 'vitest';
import { nodeTypeSpec } from '../schemas/workflow-nodes';
import { buildWorkflow } from './workflow-builder';
import { validateWorkflow, workflowPublishProblems } from './workflow-validator';
import {
  describeSettingIssue,
  fieldName,
  handleName,
  nodeTypeName,
  plainIssueMessage,
  settingPlace,
  stepName,
} from './workflow-words';

/** The first schema issue of a configuration, as the validator sees it. */
function firstIssue(type: string, config: Record<string, unknown>) {
  const parsed = nodeTypeSpec(type)?.config.safeParse(config);
  if (!parsed || parsed.success) throw new Error(`${type} parsed`);
  const issue = parsed.error.issues[0];
  if (!issue) throw new Error('no issue');
  return issue;
}

describe('workflow words', () => {
  it('name types, settings and list items as people read them', () => {
    expect(nodeTypeName('SEND_SMS')).toBe('Send SMS');
    expect(nodeTypeName('SAY_EXACTLY')).toBe('Say Exactly');
    expect(fieldName('bodyTemplate')).toBe('Body template');
    expect(fieldName('webhookUrl')).toBe('Webhook URL');
    expect(settingPlace(['branches', 0, 'label'])).toBe('Branch 1 label');
    expect(settingPlace(['variable', 'name'])).toBe('Variable name');
    expect(settingPlace([])).toBe("This step's settings");
  });

  it('call a step by its label, and an unlabelled one by its type, never its id', () => {
    expect(stepName({ data: { type: 'SAY_EXACTLY', frontend: { label: ' Confirm details ' } } })).toBe(
      'Confirm details',
    );
    expect(stepName({ data: { type: 'SAY_EXACTLY', frontend: {} } })).toBe('Unnamed Say Exactly step');
  });

  it('say a missing setting is required, not "Invalid input: expected string, received undefined"', () => {
    const issue = firstIssue('SAY_EXACTLY', {});
    expect(issue.message).toMatch(/Invalid input/);
    expect(plainIssueMessage(issue, {})).toBe('Required');
    expect(describeSettingIssue(issue, {})).toBe('Message is required');
  });

  it('name a list item by its position and its setting by its label', () => {
    const config = { branches: [{ id: 'branch-1', condition: 'x == 1' }] };
    expect(describeSettingIssue(firstIssue('FILTER', config), config)).toBe('Branch 1 label is required');
  });

  it('put numbers, choices and wrong kinds in plain words, keeping a message the schema wrote', () => {
    const big = { seconds: 99_999 };
    expect(describeSettingIssue(firstIssue('DELAY', big), big)).toBe('Seconds: At most 3600');
    const wrong = { seconds: 'soon' };
    expect(describeSettingIssue(firstIssue('DELAY', wrong), wrong)).toBe('Seconds: Must be a number');
    const channel = { channel: 'fax', recipients: ['a@b.c'] };
    expect(describeSettingIssue(firstIssue('NOTIFICATION', channel), channel)).toBe(
      'Channel: Choose one of: email, sms',
    );
    const url = { url: 'ftp://x' };
    expect(describeSettingIssue(firstIssue('SEND_CALL_DATA', url), url)).toBe('URL: Must be an http(s) URL');
  });

  it('name a branch by its label and "otherwise" as Otherwise', () => {
    const frontend = { branches: [{ id: 'branch-1', label: 'Gold', condition: '' }] };
    expect(handleName(frontend, 'branch-1')).toBe('Gold');
    expect(handleName(frontend, 'otherwise')).toBe('Otherwise');
    expect(handleName({}, 'unavailable')).toBe('Unavailable');
  });
});

describe('the validator in plain words', () => {
  it('names branches by label in an outlet problem, never by id', () => {
    const content = buildWorkflow(
      [
        { id: 't', type: 'RECEIVE_CALL' },
        {
          id: 'f',
          type: 'FILTER',
          config: { branches: [{ id: 'branch-1', label: 'Gold', condition: 'tier == "gold"' }] },
        },
        { id: 'end', type: 'END_CALL', config: { message: 'Bye' } },
      ],
      [
        ['t', 'f'],
        ['f', 'end', 'branch-1'],
      ],
    );
    const messages = validateWorkflow(content).issues.map((issue) => issue.message);
    expect(messages).toContain('Needs exactly one connection from each of: "Gold", "Otherwise"');
    expect(messages.join(' ')).not.toMatch(/branch-1/);
  });

  it('shows no schema path or zod wording, and names the step of each publish problem', () => {
    const content = buildWorkflow(
      [
        { id: 't', type: 'RECEIVE_CALL' },
        { id: 'say', type: 'SAY_EXACTLY', config: { message: 'Hi', label: 'Welcome' } },
        { id: 'end_call-10', type: 'END_CALL', config: {} },
      ],
      [
        ['t', 'say'],
        ['say', 'end_call-10'],
      ],
    );
    const [problem] = workflowPublishProblems([
      { id: 'w', name: 'Main', type: 'INBOUND', status: 'PUBLISHED', contentJSON: JSON.stringify(content) },
    ]);
    expect(problem?.issues).toEqual([
      expect.objectContaining({
        nodeId: 'end_call-10',
        step: 'Unnamed End Call step',
        message: 'Message is required',
      }),
    ]);
  });
});
