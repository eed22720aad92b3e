import {
  MSG_AUTH_EMAIL_IN_USE,
  MSG_AUTH_FAILED,
  MSG_AUTH_INVALID_CREDENTIALS,
  MSG_AUTH_INVALID_EMAIL,
  MSG_AUTH_NETWORK,
  MSG_AUTH_OTHER_METHOD,
  MSG_AUTH_POPUP_BLOCKED,
  MSG_AUTH_POPUP_CLOSED,
  MSG_AUTH_REQUIRES_RECENT_LOGIN,
  MSG_AUTH_TOO_MANY_ATTEMPTS,
  MSG_AUTH_USER_DISABLED,
  MSG_AUTH_USER_NOT_FOUND,
  MSG_AUTH_WEAK_PASSWORD,
  MSG_AUTH_WRONG_PASSWORD,
  HelperError,
} from '@parley/domain';

// Firebase Auth error codes → what a person can act on. With e-mail enumeration protection (the
// default for new projects) a wrong password and an unknown address both arrive as invalid-credential.
const MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': MSG_AUTH_INVALID_CREDENTIALS,
  'auth/invalid-login-credentials': MSG_AUTH_INVALID_CREDENTIALS,
  'auth/wrong-password': MSG_AUTH_WRONG_PASSWORD,
  'auth/user-not-found': MSG_AUTH_USER_NOT_FOUND,
  'auth/too-many-requests': MSG_AUTH_TOO_MANY_ATTEMPTS,
  'auth/email-already-in-use': MSG_AUTH_EMAIL_IN_USE,
  'auth/weak-password': MSG_AUTH_WEAK_PASSWORD,
  'auth/password-does-not-meet-requirements': MSG_AUTH_WEAK_PASSWORD,
  'auth/invalid-email': MSG_AUTH_INVALID_EMAIL,
  'auth/missing-email': MSG_AUTH_INVALID_EMAIL,
  'auth/user-disabled': MSG_AUTH_USER_DISABLED,
  'auth/popup-closed-by-user': MSG_AUTH_POPUP_CLOSED,
  'auth/cancelled-popup-request': MSG_AUTH_POPUP_CLOSED,
  'auth/popup-blocked': MSG_AUTH_POPUP_BLOCKED,
  'auth/account-exists-with-different-credential': MSG_AUTH_OTHER_METHOD,
  'auth/network-request-failed': MSG_AUTH_NETWORK,
  'auth/requires-recent-login': MSG_AUTH_REQUIRES_RECENT_LOGIN,
};

function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/**
 * The text a sign-in, sign-up or reset screen shows for a failure: a friendly sentence for known
 * Firebase Auth codes, the server's message for a failed API call, else a generic retry hint.
 */
export function authErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code && code in MESSAGES) return MESSAGES[code] ?? MSG_AUTH_FAILED;
  if (error instanceof HelperError) return error.message;
  return MSG_AUTH_FAILED;
}
