import { describe, expect, it } from 'vitest';
import { ProviderError } from './provider-error';
import { providerCall, providerDetail } from './voice-provider';

describe('providerDetail', () => {
  it.each([
    [{ detail: 'Plain detail' }, 'Plain detail'],
    [{ detail: { status: 'voice_not_found', message: 'Nested message' } }, 'Nested message'],
    [{ detail: [{ loc: ['body', 'name'], msg: 'Field required' }] }, 'Field required'],
    [{ title: 'Not found', message: 'Cartesia message' }, 'Cartesia message'],
    [{ detail: '' }, null],
    ['text body', null],
    [undefined, null],
  ])('reads %j as %j', (body, expected) => {
    expect(providerDetail(body)).toBe(expected);
  });
});

describe('providerCall', () => {
  class SdkError extends Error {
    constructor(
      readonly code: number,
      readonly payload: unknown,
    ) {
      super('sdk');
    }
  }
  const read = (error: unknown) =>
    error instanceof SdkError ? { status: error.code, body: error.payload } : null;

  it('turns an SDK error into the provider status and detail', async () => {
    const failing = providerCall('cartesia', read, () =>
      Promise.reject(new SdkError(404, { message: 'Gone' })),
    );
    await expect(failing).rejects.toMatchObject({ provider: 'cartesia', status: 404, detail: 'Gone' });
  });

  it('reports anything else as unreachable, without detail', async () => {
    const failing = providerCall('elevenlabs', read, () => Promise.reject(new TypeError('fetch failed')));
    await expect(failing).rejects.toBeInstanceOf(ProviderError);
    await expect(failing).rejects.toMatchObject({ status: null, detail: null });
  });
});
