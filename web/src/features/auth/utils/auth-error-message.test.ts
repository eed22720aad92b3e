import {
  HelperError,
  MSG_AUTH_EMAIL_IN_USE,
  MSG_AUTH_FAILED,
  MSG_AUTH_INVALID_CREDENTIALS,
  MSG_AUTH_TOO_MANY_ATTEMPTS,
  MSG_AUTH_USER_NOT_FOUND,
  MSG_AUTH_WEAK_PASSWORD,
  MSG_AUTH_WRONG_PASSWORD,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/wrong-password', MSG_AUTH_WRONG_PASSWORD],
    ['auth/invalid-credential', MSG_AUTH_INVALID_CREDENTIALS],
    ['auth/user-not-found', MSG_AUTH_USER_NOT_FOUND],
    ['auth/too-many-requests', MSG_AUTH_TOO_MANY_ATTEMPTS],
    ['auth/email-already-in-use', MSG_AUTH_EMAIL_IN_USE],
    ['auth/weak-password', MSG_AUTH_WEAK_PASSWORD],
  ])('turns %s into a sentence a person can act on', (code, message) => {
    expect(authErrorMessage(firebaseError(code))).toBe(message);
  });

  it('never shows the raw Firebase text for an unknown code', () => {
    expect(authErrorMessage(firebaseError('auth/internal-error'))).toBe(MSG_AUTH_FAILED);
    expect(authErrorMessage('boom')).toBe(MSG_AUTH_FAILED);
  });

  it("shows the server's message when provisioning through the API failed", () => {
    expect(authErrorMessage(new HelperError(500, { detail: 'Error creating user' }))).toBe(
      'Error creating user',
    );
  });
});
