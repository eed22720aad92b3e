import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWebsite, type FakeWebsite } from './website';

let site: FakeWebsite;
beforeAll(async () => {
  site = await startFakeWebsite();
});
afterAll(() => site.close());

describe('the fake website', () => {
  it('serves linked pages, robots.txt, a redirect and a PDF, and changes a page on demand', async () => {
    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).toContain('href="/pricing"');
    expect(site.siteUrl).toMatch(/^http:\/\/shop\.parley\.test:\d+\/$/);
    expect(await (await fetch(`${site.url}/robots.txt`)).text()).toContain('Disallow: /admin/');
    const redirect = await fetch(`${site.url}/old-prices`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/pricing');
    const pdf = await fetch(`${site.url}/price-list.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await fetch(`${site.url}/_edit`, {
      method: 'POST',
      body: JSON.stringify({ path: '/pricing', body: 'A basic service costs $89.' }),
    });
    expect(await (await fetch(`${site.url}/pricing`)).text()).toContain('A basic service costs $89.');
  });
});
