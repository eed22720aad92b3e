import { NODE_TYPE_SPECS, nodeTypeSpec } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { configErrors, configFields, fieldTitle, freshRowId } from './config-fields';

const fieldsOf = (type: string, skip: string[] = []) => {
  const spec = nodeTypeSpec(type);
  if (!spec) throw new Error(type);
  return configFields(spec.config, skip);
};

describe("the side panel's generic form", () => {
  it("gives a FILTER's branches as rows with a generated id, and otherwise as a switch on by default", () => {
    const fields = fieldsOf('FILTER');
    expect(fields).toEqual([
      {
        kind: 'rows',
        key: 'branches',
        hasId: true,
        columns: [
          { kind: 'text', key: 'label', multiline: false, optional: false },
          { kind: 'text', key: 'condition', multiline: false, optional: false },
        ],
      },
      { kind: 'boolean', key: 'otherwise', initial: true },
    ]);
  });

  it("gives a QUESTION's optional variable as a group with a choice of types", () => {
    const variable = fieldsOf('QUESTION').find((field) => field.key === 'variable');
    expect(variable).toMatchObject({ kind: 'group', optional: true });
    expect(variable?.kind === 'group' && variable.fields.find((field) => field.key === 'type')).toMatchObject(
      {
        kind: 'choice',
        options: ['name', 'phone', 'text', 'number', 'date', 'email', 'boolean'],
      },
    );
  });

  it('reads bounds of numbers, lists of texts, long texts, and leaves out the keys a per-type form owns', () => {
    expect(fieldsOf('REDIAL')[0]).toEqual({
      kind: 'number',
      key: 'maxAttempts',
      min: 1,
      max: 5,
      optional: false,
    });
    expect(fieldsOf('NOTIFICATION').map((field) => field.kind)).toEqual(['choice', 'texts']);
    expect(fieldsOf('END_CALL')).toEqual([
      { kind: 'text', key: 'message', multiline: true, optional: false },
    ]);
    expect(fieldsOf('API_REQUEST', ['url', 'headers']).map((field) => field.key)).toEqual([
      'method',
      'bodyTemplate',
      'responseVariable',
    ]);
  });

  it('describes at least one field for every configurable node type', () => {
    for (const [type, spec] of Object.entries(NODE_TYPE_SPECS)) {
      const shape = (spec.config as unknown as { def: { shape?: object } }).def.shape ?? {};
      if (Object.keys(shape).length === 0) continue;
      expect(configFields(spec.config).length, type).toBeGreaterThan(0);
    }
  });

  it('titles keys, makes unused row ids, and reports errors by path', () => {
    expect(fieldTitle('bodyTemplate')).toBe('Body template');
    expect(fieldTitle('webhookUrl')).toBe('Webhook URL');
    expect(freshRowId('branches', [{ id: 'branch-2' }, { id: 'x' }])).toBe('branch-3');
    expect(freshRowId('outcomes', [{ id: 'outcome-1' }])).toBe('outcome-2');
    const spec = nodeTypeSpec('FILTER');
    if (!spec) throw new Error('FILTER');
    const errors = configErrors(spec.config, { branches: [{ id: 'a', label: 'A', condition: 'x ==' }] });
    expect(errors.get('branches.0.condition')).toMatch(/position/);
    expect(configErrors(spec.config, {}).get('branches')).toBeDefined();
  });

  it('says a missing setting is required on its field, not zod\'s "Invalid input: expected string…"', () => {
    const say = nodeTypeSpec('SAY_EXACTLY');
    const filter = nodeTypeSpec('FILTER');
    if (!say || !filter) throw new Error('SAY_EXACTLY, FILTER');
    expect(configErrors(say.config, {}).get('message')).toBe('Required');
    const errors = configErrors(filter.config, { branches: [{ id: 'branch-1', condition: 'x == 1' }] });
    expect(errors.get('branches.0.label')).toBe('Required');
  });
});
