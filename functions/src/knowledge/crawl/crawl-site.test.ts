import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboundRefusal } from '../../lib/outbound/outbound-errors';
import { startFixtureSite, type FixtureSite } from '../testing/fixture-site';
import { crawlChanges } from './crawl-changes';
import { crawlSite, type CrawlDeps, type CrawlOptions } from './crawl-site';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());
beforeEach(() => {
  site.requests.length = 0;
});

const crawl = (options: Partial<CrawlOptions> = {}, deps: Partial<CrawlDeps> = {}) =>
  crawlSite(
    { url: `${site.origin}/`, limit: 100, maxDepth: 5, includePaths: [], excludePaths: [], ...options },
    { guard: site.guard, delayMs: 0, pageTimeoutMs: 1500, ...deps },
  );

const paths = (urls: { url: string }[]) => urls.map(({ url }) => new URL(url).pathname).sort();

describe('crawlSite', () => {
  it('crawls the site once per page: redirects followed, loops cut, robots.txt honoured, PDFs read', async () => {
    const result = await crawl();

    expect(paths(result.pages)).toEqual(
      [
        '/',
        '/about',
        '/blog',
        '/blog/one',
        '/blog/one/deeper',
        '/blog/two',
        '/loop-a',
        '/loop-b',
        '/menu.pdf',
        '/pricing',
      ].sort(),
    );
    expect(site.requests).not.toContain('/private/secret');
    expect(site.requests.filter((path) => path === '/loop-a')).toHaveLength(1);
    const pdf = result.pages.find((p) => p.url.endsWith('/menu.pdf'));
    expect(pdf?.contentMD).toContain('Coffee costs four dollars.');
    const home = result.pages.find((p) => new URL(p.url).pathname === '/');
    expect(home?.title).toBe('Home');
    expect(home?.contentMD).not.toContain('© Fixture shop');
    expect(result.failed).toEqual([
      { url: `${site.origin}/logo.png`, reason: 'Content of type image/png is not indexed.' },
    ]);
  });

  it('stops at the page limit and at maxDepth', async () => {
    expect((await crawl({ limit: 3 })).pages).toHaveLength(3);
    const shallow = await crawl({ maxDepth: 1 });
    expect(paths(shallow.pages)).not.toContain('/blog/one');
    expect(paths(shallow.pages)).toContain('/blog');
    expect(site.requests).not.toContain('/blog/one/deeper');
  });

  it('follows include and exclude patterns', async () => {
    const blogOnly = await crawl({
      url: `${site.origin}/blog`,
      includePaths: ['/blog'],
      excludePaths: ['/blog/two'],
    });
    expect(paths(blogOnly.pages)).toEqual(['/blog', '/blog/one', '/blog/one/deeper']);
    expect(site.requests).not.toContain('/about');
  });

  it('abandons a page that does not answer, refuses a 50 MB page, and goes on', async () => {
    const home = site.pages.get('/') ?? '';
    site.pages.set('/', `<a href="/slow">slow</a> <a href="/huge">huge</a> <a href="/about">about</a>`);
    try {
      const result = await crawl();
      expect(paths(result.pages)).toContain('/about');
      const reasons = Object.fromEntries(result.failed.map((f) => [new URL(f.url).pathname, f.reason]));
      expect(reasons['/slow']).toMatch(/took too long/);
      expect(reasons['/huge']).toMatch(/larger than 5 MB/);
    } finally {
      site.pages.set('/', home);
    }
  });

  it('stops every fetch at the crawl deadline, however long a page may take alone', async () => {
    const home = site.pages.get('/') ?? '';
    site.pages.set('/', `<a href="/slow">slow</a>`);
    try {
      // A page alone may take an hour here: only the crawl's own deadline can end the crawl.
      const result = await crawl({}, { pageTimeoutMs: 3_600_000, deadlineMs: 3_000 });
      expect(paths(result.pages)).toEqual(['/']);
      expect(result.failed).toEqual([
        { url: `${site.origin}/slow`, reason: expect.stringMatching(/took too long/) as unknown },
      ]);
    } finally {
      site.pages.set('/', home);
    }
  });

  it('reaches loopback only through the guard policy that names the site', async () => {
    // Without the test policy the guard refuses the fixture's port before connecting.
    await expect(
      crawlSite({ url: `${site.origin}/`, limit: 5, maxDepth: 1, includePaths: [], excludePaths: [] }),
    ).rejects.toBeInstanceOf(OutboundRefusal);
    const literal = site.origin.replace('shop.example.test', '127.0.0.1');
    await expect(
      crawlSite(
        { url: `${literal}/`, limit: 5, maxDepth: 1, includePaths: [], excludePaths: [] },
        { guard: site.guard, delayMs: 0 },
      ),
    ).rejects.toThrow(/loopback/);
    expect(site.requests).toEqual([]);
  });

  it('reports progress and stops when cancelled', async () => {
    const seen: number[] = [];
    const result = await crawl(
      {},
      { concurrency: 1, onProgress: (p) => void seen.push(p.fetched), isCancelled: () => seen.length >= 2 },
    );
    expect(result.cancelled).toBe(true);
    expect(result.pages).toHaveLength(2);
    expect(seen).toEqual([1, 2]);
  });

  it('a re-crawl reports exactly the pages added, removed and changed', async () => {
    const before = await crawl();
    site.pages.set('/pricing', site.pages.get('/pricing')?.replace('$79', '$89') ?? '');
    const blogTwo = site.pages.get('/blog/two') ?? '';
    site.pages.delete('/blog/two');
    site.pages.set('/blog', (site.pages.get('/blog') ?? '').replace('/blog/two', '/blog/three'));
    site.pages.set('/blog/three', blogTwo.replace('Blog two', 'Blog three'));
    try {
      const after = await crawl();
      const changes = crawlChanges(before.pages, after.pages);
      expect(changes.added).toEqual([`${site.origin}/blog/three`]);
      expect(changes.removed).toEqual([`${site.origin}/blog/two`]);
      expect(changes.changed.map((c) => new URL(c.url).pathname)).toEqual(['/blog', '/pricing']);
      const pricing = changes.changed.find((c) => c.url.endsWith('/pricing'));
      expect(pricing?.diff).toEqual([
        { op: '-', line: 'A basic service costs $79.' },
        { op: '+', line: 'A basic service costs $89.' },
      ]);
      expect(changes.unchanged).toBe(after.pages.length - 3);
    } finally {
      site.pages.set('/pricing', site.pages.get('/pricing')?.replace('$89', '$79') ?? '');
    }
  });

  it('refuses a start URL that is not one', async () => {
    await expect(crawl({ url: 'not a url' })).rejects.toBeInstanceOf(OutboundRefusal);
  });
});
