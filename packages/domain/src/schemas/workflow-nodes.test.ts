import { describe, expect, it } from 'vitest';
import { NODE_TYPES } from '../enums';
import { NODE_TYPE_SPECS, nodeTypeSpec, nodeUsedVariables, OUTBOUND_CALL_NODE_TYPE } from './workflow-nodes';

const integration = {
  action: 'create_event',
  fields: [{ key: 'title', value: 'Call with {{caller_name}}' }],
};
const hook = { webhookUrl: 'https://hooks.example.com/abc' };
const request = {
  method: 'POST',
  url: 'https://api.example.com/x',
  bodyTemplate: '{"n":"{{caller_name}}"}',
  responseVariable: 'reply',
};

function specFor(type: string) {
  const spec = nodeTypeSpec(type);
  if (!spec) throw new Error(`No spec for ${type}`);
  return spec;
}

/** A valid configuration of every type, and what it sets. */
const SAMPLES: Record<string, { config: Record<string, unknown>; sets?: string[] }> = {
  RECEIVE_CALL: { config: {} },
  [OUTBOUND_CALL_NODE_TYPE]: {
    config: { variables: [{ name: 'first_name', type: 'name' }] },
    sets: ['first_name'],
  },
  PROMPT: { config: { prompt: 'Ask', variables: [{ name: 'when', type: 'date' }] }, sets: ['when'] },
  QUESTION: { config: { question: 'Email?', variable: { name: 'email', type: 'email' } }, sets: ['email'] },
  SAY_EXACTLY: { config: { message: 'Hello' } },
  END_CALL: { config: { message: 'Bye' } },
  TRANSFER_CALL: { config: { number: '+442071234567' } },
  SEND_SMS: { config: { to: '{{caller_number}}', message: 'Thanks' } },
  SEND_EMAIL: { config: { to: 'owner@example.com', subject: 'New call', body: 'From {{caller_number}}' } },
  API_REQUEST: { config: request, sets: ['reply'] },
  WEBHOOK: { config: request, sets: ['reply'] },
  CUSTOM_API: { config: request, sets: ['reply'] },
  CUSTOM_ACTION: {
    config: { actionId: 'act-1', inputs: [{ key: 'order_id', value: '{{order}}' }], resultVariable: 'order' },
    sets: ['order'],
  },
  SEND_CALL_DATA: { config: { url: 'https://example.com/calls' } },
  FILTER: { config: { branches: [{ id: 'b', label: 'Adult', condition: 'age >= 18' }] } },
  DELAY: { config: { seconds: 5 } },
  KNOWLEDGE_BASE: { config: { query: 'opening hours', resultVariable: 'answer' }, sets: ['answer'] },
  CODE: { config: { code: 'return 1', outputVariables: ['score'] }, sets: ['score'] },
  NOTIFICATION: { config: { channel: 'email', recipients: ['owner@example.com'] } },
  CAMPAIGN: { config: { campaignId: 'c1' } },
  REDIAL: { config: { maxAttempts: 2, delayMinutes: 30 } },
  AVAILABILITY: { config: integration },
  TRANSFER_WORKFLOW: { config: { workflowId: 'w2' } },
  END_FLOW: { config: {} },
  SIGNPOST: { config: {} },
  CUSTOM_LIVE_CALL: { config: {} },
  ZAPIER: { config: hook },
  MAKE: { config: hook },
  GMAIL: { config: integration },
  GOOGLE_SHEETS: { config: integration },
  GOOGLE_DRIVE: { config: integration },
  GOOGLE_CALENDAR: { config: integration },
  GOOGLE_CALENDAR_V2: { config: { ...integration, resultVariable: 'event' }, sets: ['event'] },
  SLACK: { config: integration },
  GO_HIGH_LEVEL: { config: integration },
  VISION: { config: integration },
};

describe('the node-type table', () => {
  it('covers every node type the spec names', () => {
    for (const type of NODE_TYPES) expect(nodeTypeSpec(type), type).toBeDefined();
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(NODE_TYPE_SPECS).sort());
  });

  it.each(Object.entries(SAMPLES))(
    '%s accepts a valid configuration and sets its variables',
    (type, sample) => {
      const spec = specFor(type);
      const parsed = spec.config.safeParse(sample.config);
      expect(parsed.success).toBe(true);
      expect(spec.sets(parsed.data ?? {})).toEqual(sample.sets ?? []);
    },
  );

  it.each([
    ['PROMPT', { prompt: '' }],
    ['PROMPT', { prompt: 'x', variables: [{ name: 'first name', type: 'text' }] }],
    ['PROMPT', { prompt: 'x', variables: [{ name: 'n', type: 'colour' }] }],
    ['END_CALL', {}],
    ['TRANSFER_CALL', { number: '0207 123 4567' }],
    ['SEND_SMS', { to: '12', message: 'x' }],
    ['SEND_EMAIL', { to: 'not-an-address', subject: 's', body: 'b' }],
    ['API_REQUEST', { method: 'TRACE', url: 'https://x.example' }],
    ['WEBHOOK', { url: 'javascript:alert(1)' }],
    ['FILTER', { branches: [] }],
    ['FILTER', { branches: [{ id: 'a', label: 'A', condition: 'x ==' }] }],
    [
      'FILTER',
      {
        branches: [
          { id: 'a', label: 'A', condition: 'x' },
          { id: 'a', label: 'B', condition: 'y' },
        ],
      },
    ],
    ['DELAY', { seconds: 0 }],
    ['NOTIFICATION', { channel: 'email', recipients: [] }],
    ['REDIAL', { maxAttempts: 9, delayMinutes: 1 }],
    ['ZAPIER', { webhookUrl: '' }],
    ['SLACK', {}],
  ])('%s refuses %j', (type, config) => {
    expect(specFor(type).config.safeParse(config).success).toBe(false);
  });

  it('gives each type its outlet rule', () => {
    const outlets = (type: string, config: Record<string, unknown> = {}) => specFor(type).outlets(config);
    expect(outlets('END_FLOW')).toEqual({ min: 0, max: 0 });
    expect(outlets('TRANSFER_WORKFLOW')).toEqual({ min: 0, max: 0 });
    // END_CALL may lead on to post-call actions only (the default workflow's notification).
    expect(outlets('END_CALL')).toEqual({ min: 0, max: 1 });
    expect(outlets('RECEIVE_CALL')).toEqual({ min: 1, max: 1 });
    expect(outlets('PROMPT')).toEqual({ min: 1, max: 1 });
    expect(outlets('PROMPT', { outcomes: [{ id: 'yes' }, { id: 'no' }] })).toEqual({
      handles: ['yes', 'no'],
    });
    expect(outlets('FILTER', { branches: [{ id: 'a' }], otherwise: true })).toEqual({
      handles: ['a', 'otherwise'],
    });
    expect(outlets('FILTER', { branches: [{ id: 'a' }], otherwise: false })).toEqual({ handles: ['a'] });
    expect(outlets('AVAILABILITY')).toEqual({ handles: ['available', 'unavailable'] });
    expect(outlets('SEND_SMS')).toEqual({ min: 0, max: 1 });
  });

  it('reads variables from {{templates}} anywhere in the configuration and from FILTER conditions', () => {
    expect(
      nodeUsedVariables('SEND_SMS', {
        to: '{{ caller_number }}',
        message: 'Hi {{first_name}}, {{order.id}}',
      }).sort(),
    ).toEqual(['caller_number', 'first_name', 'order']);
    expect(
      nodeUsedVariables('FILTER', {
        branches: [{ condition: 'age > 3 and city is empty' }, { condition: 'bad ==' }],
      }).sort(),
    ).toEqual(['age', 'city']);
    expect(nodeUsedVariables('SOMETHING_NEW', { deep: [{ x: '{{mystery}}' }] })).toEqual(['mystery']);
  });

  it('does not know prototype names as types', () => {
    expect(nodeTypeSpec('constructor')).toBeUndefined();
    expect(nodeTypeSpec('__proto__')).toBeUndefined();
  });
});
