import { vi } from 'vitest';
import type { AccountGateway } from '../lib/account-gateway';
import type { ApiFetch } from '../lib/api-client';
import type { CallableInvoker } from '../lib/callables';
import type { Services } from '../lib/services';

/**
 * Services with every call a vi.fn that succeeds: the API answers `undefined`, callables `{ ok: true }`,
 * Auth calls resolve and
 * an upload resolves to a fixed URL. Override what a test needs: `fakeServices({ api })`.
 */
export function fakeServices(
  overrides: { api?: ApiFetch; call?: CallableInvoker; account?: Partial<AccountGateway> } = {},
): Services {
  const account: AccountGateway = {
    signInWithEmail: vi.fn(() => Promise.resolve({ uid: 'user-ann' })),
    signUpWithEmail: vi.fn(() => Promise.resolve({ uid: 'user-ann' })),
    signInWithGoogle: vi.fn(() => Promise.resolve({ uid: 'user-ann', isNewUser: false })),
    sendPasswordReset: vi.fn(() => Promise.resolve()),
    sendEmailVerification: vi.fn(() => Promise.resolve()),
    reloadIdentity: vi.fn(() =>
      Promise.resolve({ email: 'ann@example.com', displayName: 'Ann Owner', emailVerified: true }),
    ),
    signOut: vi.fn(() => Promise.resolve()),
    updateAuthProfile: vi.fn(() => Promise.resolve()),
    updateUserDoc: vi.fn(() => Promise.resolve()),
    uploadProfilePhoto: vi.fn(() => Promise.resolve('https://storage.example/photo.png')),
    ...overrides.account,
  };
  const api = overrides.api ?? vi.fn(() => Promise.resolve(undefined));
  const fakeCall: CallableInvoker = vi.fn(() => Promise.resolve({ ok: true }) as never);
  const call = overrides.call ?? fakeCall;
  return { api, call, account };
}
