// A new user's starting state.
import { API_KEY_BYTES } from '../constants';
import { DEFAULT_ORG_NAME } from '../messages';
import { userSchema } from '../schemas/user';
import type { User } from '../schemas/user';

const API_KEY_PATTERN = new RegExp(`^[0-9a-f]{${API_KEY_BYTES * 2}}$`);

/** Whether a string is a well-formed API key: 16 random bytes as 32 lowercase hex digits. */
export function isValidApiKey(apiKey: string): boolean {
  return API_KEY_PATTERN.test(apiKey);
}

/**
 * The t_users document of a new user: plan FREE, role USER, the given apiKey (the caller draws the
 * random bytes, keeping this pure), the checklist all false.
 */
export function newUser(input: {
  uid: string;
  email: string | null;
  displayName: string | null;
  apiKey: string;
}): User {
  if (!isValidApiKey(input.apiKey)) throw new RangeError('apiKey must be 16 bytes as 32 hex digits');
  return userSchema.parse({ ...input, plan: 'FREE', role: 'USER', isNewUser: true });
}

/**
 * The personal organisation's id, derived from the uid so that provisioning run twice (the Auth trigger
 * and POST /user/new, or a retry) can never make two, and so seed data can name it in advance.
 */
export function personalOrgId(uid: string): string {
  return `personal-${uid}`;
}

/** The personal organisation's name: the one given, else 'My Org'. */
export function personalOrgName(given?: string | null): string {
  const trimmed = given?.trim();
  return trimmed ? trimmed : DEFAULT_ORG_NAME;
}
