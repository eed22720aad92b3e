import { describe, expect, it } from 'vitest';
import { fillTemplate, templateVariables } from './template';

describe('fillTemplate', () => {
  const variables = { name: 'Ada', order: { total: 42, items: { count: 3 } }, ok: true, zero: 0 };

  it.each([
    ['Hello {{name}}', 'Hello Ada'],
    ['Hello {{ name }}!', 'Hello Ada!'],
    ['Total {{order.total}}', 'Total 42'],
    ['Items {{order.items.count}}', 'Items 3'],
    ['Flag {{ok}} {{zero}}', 'Flag true 0'],
    ['Missing {{nobody}}.', 'Missing .'],
    ['Missing path {{order.nothing}}.', 'Missing path .'],
    ['No template', 'No template'],
  ])('fills %j as %j', (text, expected) => {
    expect(fillTemplate(text, variables)).toBe(expected);
  });

  it('keeps a reference without a value when asked to', () => {
    expect(fillTemplate('Hi {{nobody}} and {{name}}', variables, { missing: 'keep' })).toBe(
      'Hi {{nobody}} and Ada',
    );
  });

  it('never reads inherited keys', () => {
    expect(fillTemplate('{{constructor}}{{name.length}}', variables)).toBe('');
  });

  it('lists the variables a text reads by their first name', () => {
    expect(templateVariables('{{a}} {{order.total}} {{a}} {{ b }}')).toEqual(['a', 'order', 'b']);
  });
});
