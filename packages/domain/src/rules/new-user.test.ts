import { describe, expect, it } from 'vitest';
import { isValidApiKey, newUser, personalOrgId, personalOrgName } from './new-user';

const apiKey = '0123456789abcdef0123456789abcdef';

describe('new users', () => {
  it('start on FREE as USER with the checklist all false', () => {
    const user = newUser({ uid: 'u1', email: 'a@b.c', displayName: 'Ann', apiKey });
    expect(user.plan).toBe('FREE');
    expect(user.role).toBe('USER');
    expect(user.isNewUser).toBe(true);
    expect(user.apiKey).toBe(apiKey);
    expect(user.newUserCheckList).toEqual({
      hasChosenVoice: false,
      hasAddedKnowledgeBase: false,
      hasAddedWorkflow: false,
      hasAddedPhoneNumber: false,
    });
  });

  it('need a 16-byte hex apiKey', () => {
    expect(isValidApiKey(apiKey)).toBe(true);
    expect(isValidApiKey('abc')).toBe(false);
    expect(isValidApiKey(apiKey.toUpperCase())).toBe(false);
    expect(() => newUser({ uid: 'u1', email: null, displayName: null, apiKey: 'short' })).toThrow(RangeError);
  });

  it("name the personal organisation 'My Org' unless told otherwise", () => {
    expect(personalOrgName()).toBe('My Org');
    expect(personalOrgName('  ')).toBe('My Org');
    expect(personalOrgName('Acme')).toBe('Acme');
  });
});

describe('personalOrgId', () => {
  it('derives one id per user, so provisioning twice finds the same organisation', () => {
    expect(personalOrgId('u1')).toBe('personal-u1');
    expect(personalOrgId('u1')).toBe(personalOrgId('u1'));
    expect(personalOrgId('u2')).not.toBe(personalOrgId('u1'));
  });
});
