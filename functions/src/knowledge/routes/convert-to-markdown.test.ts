// POST /scrape/convert-to-markdown against hostile URLs: numeric IP spellings are refused with a clear
// 400 before any connection (the crawl's deadline is crawl-site.test.ts's).
import { API_ROUTES, INTEGRATION_ERROR_REASONS } from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newCaller, useApi } from '../../testing/api-client';
import { seedUser } from '../../testing/seed';
import { FIXTURE_HOST, startFixtureSite, type FixtureSite } from '../testing/fixture-site';

const api = useApi();
const member = newCaller('member');
let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('PARLEY_OUTBOUND_LOCAL_HOSTS', `${FIXTURE_HOST}:${new URL(site.origin).port}`);
  await seedUser(member);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await site.close();
});

const convert = (url: string) =>
  api('POST', API_ROUTES.convertToMarkdown.path, { caller: member, body: { url } });

describe('POST /scrape/convert-to-markdown', () => {
  it('refuses decimal, octal and hex IP hosts with a 400, connecting to nothing', async () => {
    const port = new URL(site.origin).port;
    const apiPort = new URL(api.baseUrl()).port;
    const spellings = [
      `http://2130706433:${port}/pricing`,
      `http://2130706433:${apiPort}/`,
      `http://0x7f000001:${port}/`,
      `http://017700000001:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      // Public addresses spelt as numbers too: no site is reached that way.
      'http://134744072/',
      'http://0x08080808/',
    ];
    for (const url of spellings) {
      const answer = await convert(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.error?.details, url).toMatchObject({
        reason: INTEGRATION_ERROR_REASONS.outboundRefused,
        detail: expect.stringMatching(/only allowed written as four decimal numbers/) as unknown,
      });
    }
    expect(site.requests).toEqual([]);
  });
});
