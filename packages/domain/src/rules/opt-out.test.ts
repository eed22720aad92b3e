import { describe, expect, it } from 'vitest';
import { DEFAULT_OPT_OUT_PHRASES, isOptOutRequest } from './opt-out';

describe('isOptOutRequest', () => {
  it.each([
    'Stop calling me!',
    'please, STOP   calling this number',
    'Put me on your do not call list.',
    'Don’t call me again',
    'I want to opt-out',
    'remove me from your list',
  ])('hears “%s” as a request to stop', (text) => {
    expect(isOptOutRequest(text)).toBe(true);
  });

  it.each(['Yes, call me tomorrow', 'That was unstoppable', 'Can you remove the fee?', ''])(
    'does not hear “%s” as one',
    (text) => {
      expect(isOptOutRequest(text)).toBe(false);
    },
  );

  it('uses the organisation’s phrases when given, ignoring blank ones', () => {
    expect(isOptOutRequest('Nie dzwonić więcej', ['nie dzwonić'])).toBe(true);
    expect(isOptOutRequest('stop calling me', ['nie dzwonić', '  '])).toBe(false);
    expect(DEFAULT_OPT_OUT_PHRASES).toContain('stop calling');
  });
});
