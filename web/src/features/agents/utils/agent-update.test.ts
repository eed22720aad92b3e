import { describe, expect, it } from 'vitest';
import { buildAgentUpdate, changedFieldPaths } from './agent-update';

const by = { uid: 'u1', email: 'ann@example.com', displayName: 'Ann' };

describe('changedFieldPaths', () => {
  it('lists only changed leaves, as dotted paths', () => {
    const before = { a: 1, nested: { x: true, y: 'same' }, list: ['a'] };
    const after = { a: 1, nested: { x: false, y: 'same' }, list: ['a', 'b'] };
    expect(changedFieldPaths(before, after, 'root')).toEqual({
      'root.nested.x': false,
      'root.list': ['a', 'b'],
    });
  });
});

describe('buildAgentUpdate', () => {
  it('returns null when nothing changed', () => {
    expect(buildAgentUpdate('generalSettings', { timezone: 'UTC' }, { timezone: 'UTC' }, by)).toBeNull();
  });
  it('writes changed settings by path plus lastUpdatedBy', () => {
    expect(
      buildAgentUpdate(
        'notificationsSettings',
        { errorEmail: '', everyCall: { sms: false, email: false } },
        { errorEmail: 'ops@acme.com', everyCall: { sms: false, email: true } },
        by,
      ),
    ).toEqual({
      'notificationsSettings.errorEmail': 'ops@acme.com',
      'notificationsSettings.everyCall.email': true,
      lastUpdatedBy: by,
    });
  });
  it('writes top-level name and greeting', () => {
    expect(
      buildAgentUpdate('root', { name: 'A', greeting: 'Hi' }, { name: 'B', greeting: 'Hi' }, by),
    ).toEqual({
      name: 'B',
      lastUpdatedBy: by,
    });
  });
  it('refuses a field clients may not write', () => {
    expect(() => buildAgentUpdate('root', { cluster: 'PROD' }, { cluster: 'AU' }, by)).toThrow(/cluster/);
  });
});
