import { PRODUCT_NAME } from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFunction, type ServedFunction } from '../testing/serve-function';
import { health } from './health';

describe('health', () => {
  let served: ServedFunction;
  beforeAll(async () => {
    served = await serveFunction(health);
  });
  afterAll(() => served.close());

  it('answers ok with the product name, without any sign-in', async () => {
    const response = await fetch(`${served.url}/health`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ ok: true, product: PRODUCT_NAME });
  });
});
