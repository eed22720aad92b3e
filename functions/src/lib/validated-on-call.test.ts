import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startFakeAuthEmulator } from '../testing/fake-auth-emulator';
import { emulatorIdToken } from '../testing/id-token';
import { invokeCallable } from '../testing/invoke-callable';
import { validatedOnCall } from './validated-on-call';

const renameAgent = z.object({ agentId: z.string().min(1), name: z.string().trim().min(1).max(80) });
const signedIn = emulatorIdToken('user-1');

describe('validatedOnCall', () => {
  let authEmulator: Awaited<ReturnType<typeof startFakeAuthEmulator>>;
  beforeAll(async () => {
    authEmulator = await startFakeAuthEmulator();
  });
  afterAll(() => authEmulator.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives the handler parsed input and the caller uid', async () => {
    const fn = validatedOnCall(renameAgent, (input, { uid }) => Promise.resolve({ ...input, by: uid }));

    expect(await invokeCallable(fn, { agentId: 'a1', name: '  Front desk  ' }, signedIn)).toEqual({
      httpStatus: 200,
      result: { agentId: 'a1', name: 'Front desk', by: 'user-1' },
    });
  });

  it('refuses a caller who is not signed in, before parsing or running anything', async () => {
    const handler = vi.fn(() => Promise.resolve('ran'));

    const answer = await invokeCallable(validatedOnCall(renameAgent, handler), { agentId: 'a1', name: 'x' });

    expect(answer).toMatchObject({
      httpStatus: 401,
      error: { status: 'UNAUTHENTICATED', details: { reason: 'unauthenticated' } },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a schema mismatch into invalid-argument naming the bad field', async () => {
    const handler = vi.fn(() => Promise.resolve('ran'));

    const answer = await invokeCallable(
      validatedOnCall(renameAgent, handler),
      { agentId: 'a1', name: '' },
      signedIn,
    );

    expect(answer).toMatchObject({
      httpStatus: 400,
      error: { status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input', issues: [{ path: 'name' }] } },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes an HttpsError from the handler through unchanged', async () => {
    const fn = validatedOnCall(renameAgent, () =>
      Promise.reject(
        new HttpsError('permission-denied', 'Viewers cannot rename agents.', { reason: 'role-viewer' }),
      ),
    );

    expect(await invokeCallable(fn, { agentId: 'a1', name: 'x' }, signedIn)).toEqual({
      httpStatus: 403,
      error: {
        status: 'PERMISSION_DENIED',
        message: 'Viewers cannot rename agents.',
        details: { reason: 'role-viewer' },
      },
    });
  });

  it('logs any other error and reports only internal, hiding its message', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const fn = validatedOnCall(renameAgent, () =>
      Promise.reject(new TypeError('secret column x is undefined')),
    );

    const answer = await invokeCallable(fn, { agentId: 'a1', name: 'x' }, signedIn);

    expect(answer).toMatchObject({
      httpStatus: 500,
      error: { status: 'INTERNAL', details: { reason: 'internal' } },
    });
    expect(JSON.stringify(answer)).not.toContain('secret column');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('unexpected error'), expect.anything());
  });
});
