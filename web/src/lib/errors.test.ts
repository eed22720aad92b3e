import { HelperError } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { isAgentAccessError, isPermissionError, isPlanLimitError } from './errors';

describe('errors', () => {
  it('recognises a callable plan-limit refusal by reason or code', () => {
    expect(
      isPlanLimitError({ code: 'functions/failed-precondition', details: { reason: 'plan-limit' } }),
    ).toBe(true);
    expect(isPlanLimitError({ code: 'functions/resource-exhausted' })).toBe(true);
    expect(isPlanLimitError(new Error('x'))).toBe(false);
  });
  it('recognises permission refusals from Firestore, callables and routes', () => {
    expect(isPermissionError({ code: 'permission-denied' })).toBe(true);
    expect(isPermissionError({ code: 'functions/permission-denied' })).toBe(true);
    expect(
      isPermissionError(new HelperError(403, { error: { message: 'no', status: 'PERMISSION_DENIED' } })),
    ).toBe(true);
  });
  it('treats not-found and permission errors on load as access errors', () => {
    expect(isAgentAccessError(new Error('Agent not found'))).toBe(true);
    expect(isAgentAccessError({ code: 'permission-denied' })).toBe(true);
    expect(isAgentAccessError(new Error('network down'))).toBe(false);
  });
});
