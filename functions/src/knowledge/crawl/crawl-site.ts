// The crawler: breadth-first from a start URL over one site, every request through the outbound guard
// (the one way the functions fetch a user's URL). Bounded by `limit` pages and `maxDepth` link hops,
// filtered by include/exclude path patterns and robots.txt, polite (a few requests at a time, a pause
// between each worker's requests, robots.txt's crawl-delay when it asks for more), and cancellable
// between pages. It knows nothing of Firestore: the crawl job (crawl-job.ts) persists what it reports.
// docs/knowledge-base.md#crawler
import { createHash } from 'node:crypto';
import { CRAWL_LIMITS, crawlPathAllowed } from '@parley/domain';
import robotsParser from 'robots-parser';
import { guardedFetch, refuseIpSpelling, type GuardOptions } from '../../lib/outbound/guarded-fetch';
import { OutboundFailure, OutboundRefusal } from '../../lib/outbound/outbound-errors';
import { convertDocument } from '../convert/convert-document';
import { htmlTitle, htmlToMarkdown } from '../convert/html-to-markdown';

export const CRAWLER_USER_AGENT = 'ParleyBot/1.0 (+https://parley.example/bot)';

/** The longest crawl-delay honoured from robots.txt; a site asking for more is crawled at this pace. */
const MAX_CRAWL_DELAY_MS = 10_000;

export interface CrawlOptions {
  url: string;
  limit: number;
  maxDepth: number;
  includePaths: readonly string[];
  excludePaths: readonly string[];
}

export interface CrawledPage {
  url: string;
  title: string;
  contentMD: string;
  /** sha-256 of contentMD: what a re-crawl compares. */
  hash: string;
  depth: number;
}

export interface FailedPage {
  url: string;
  reason: string;
}

export interface CrawlProgress {
  found: number;
  fetched: number;
  failed: number;
}

export interface CrawlDeps {
  /** The guard's policy and resolver: tests and the local stack name their loopback sites here. */
  guard?: Pick<GuardOptions, 'policy' | 'resolve'>;
  concurrency?: number;
  delayMs?: number;
  pageTimeoutMs?: number;
  /** The whole crawl's deadline, from its start: no fetch outlives it (CRAWL_LIMITS.crawlDeadlineMs). */
  deadlineMs?: number;
  maxPageBytes?: number;
  onProgress?: (progress: CrawlProgress) => void | Promise<void>;
  /** Asked before each page; true stops the crawl with what it has. */
  isCancelled?: () => boolean | Promise<boolean>;
}

export interface CrawlResult {
  pages: CrawledPage[];
  failed: FailedPage[];
  /** Links seen but not fetched: excluded by patterns, robots.txt, depth or limit. */
  skipped: number;
  cancelled: boolean;
}

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The URL without fragment, default port or trailing index differences that name the same page. */
export function canonicalUrl(raw: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url.href;
}

const siteOf = (url: URL) => url.hostname.replace(/^www\./, '').toLowerCase();

/** Links of an HTML page, resolved against it. */
export function extractLinks(html: string, pageUrl: string): string[] {
  const base = /<base\b[^>]*href=["']([^"']+)["']/i.exec(html)?.[1];
  const from = base ? (canonicalUrl(base, pageUrl) ?? pageUrl) : pageUrl;
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&').trim();
    const url = href ? canonicalUrl(href, from) : null;
    if (url) links.push(url);
  }
  return links;
}

function describeFailure(error: unknown): string {
  if (error instanceof OutboundRefusal || error instanceof OutboundFailure) return error.message;
  return error instanceof Error ? error.message : String(error);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Fetched {
  url: string;
  contentType: string;
  body: Buffer;
}

export async function crawlSite(options: CrawlOptions, deps: CrawlDeps = {}): Promise<CrawlResult> {
  const start = canonicalUrl(options.url);
  if (!start) throw new OutboundRefusal('invalid-url', options.url, `"${options.url}" is not a valid URL.`);
  // canonicalUrl rewrites a numeric IP spelling to dotted form: judge the URL as the user wrote it.
  refuseIpSpelling(options.url);
  const site = siteOf(new URL(start));
  const guard = deps.guard ?? {};
  const timeoutMs = deps.pageTimeoutMs ?? CRAWL_LIMITS.pageTimeoutMs;
  const maxBytes = deps.maxPageBytes ?? CRAWL_LIMITS.maxPageBytes;
  const deadline = performance.now() + (deps.deadlineMs ?? CRAWL_LIMITS.crawlDeadlineMs);
  const timeLeft = () => deadline - performance.now();

  const get = async (url: string): Promise<Fetched> => {
    // Each fetch gets what is left of the crawl's deadline, at most a page's own time.
    const left = timeLeft();
    if (left <= 0) throw new OutboundFailure('timeout', 'The request took too long and was stopped.');
    const answer = await guardedFetch(
      { url, method: 'GET', headers: { 'user-agent': CRAWLER_USER_AGENT, accept: 'text/html,*/*;q=0.5' } },
      { ...guard, timeoutMs: Math.min(timeoutMs, Math.ceil(left)), maxBytes },
    );
    if (answer.truncated)
      throw new Error(`The page is larger than ${String(Math.round(maxBytes / 1048576))} MB.`);
    if (answer.status >= 400)
      throw new Error(`The server answered ${String(answer.status)} ${answer.statusText}.`);
    return { url: answer.url, contentType: answer.headers['content-type'] ?? '', body: answer.body };
  };

  // robots.txt: missing or unreadable means everything is allowed, as crawlers agree.
  const robotsUrl = new URL('/robots.txt', start).href;
  const robotsText = await get(robotsUrl).then(
    (answer) => answer.body.toString('utf8'),
    () => '',
  );
  const robots = robotsParser(robotsUrl, robotsText);
  const crawlDelayMs = Math.min((robots.getCrawlDelay(CRAWLER_USER_AGENT) ?? 0) * 1000, MAX_CRAWL_DELAY_MS);
  const delayMs = Math.max(deps.delayMs ?? CRAWL_LIMITS.perHostDelayMs, crawlDelayMs);
  // A site that asks for a crawl delay is crawled one request at a time.
  const concurrency = crawlDelayMs > 0 ? 1 : (deps.concurrency ?? CRAWL_LIMITS.concurrencyPerHost);

  const allowed = (url: string): boolean => {
    const parsed = new URL(url);
    if (siteOf(parsed) !== site) return false;
    if (!crawlPathAllowed(parsed.pathname, options.includePaths, options.excludePaths)) return false;
    return robots.isAllowed(url, CRAWLER_USER_AGENT) !== false;
  };

  const seen = new Set<string>([start]);
  const queue: { url: string; depth: number }[] = [{ url: start, depth: 0 }];
  const pages: CrawledPage[] = [];
  const failed: FailedPage[] = [];
  const storedUrls = new Set<string>();
  let skipped = 0;
  let started = 0;
  let cancelled = false;
  let active = 0;

  const progress = () =>
    deps.onProgress?.({ found: seen.size, fetched: pages.length, failed: failed.length });

  if (!allowed(start)) {
    return {
      pages,
      failed: [{ url: start, reason: 'robots.txt or the path patterns exclude this URL.' }],
      skipped,
      cancelled,
    };
  }

  const visit = async ({ url, depth }: { url: string; depth: number }) => {
    let fetched: Fetched;
    try {
      fetched = await get(url);
    } catch (error) {
      // The start URL refused by the guard refuses the whole crawl (a private address, a bad scheme).
      if (error instanceof OutboundRefusal && url === start) throw error;
      failed.push({ url, reason: describeFailure(error) });
      return;
    }
    // A redirect may leave the site or land on a page already stored.
    const finalUrl = canonicalUrl(fetched.url) ?? url;
    if (finalUrl !== url) {
      if (!allowed(finalUrl)) {
        failed.push({ url, reason: `Redirected off the crawled pages, to ${finalUrl}.` });
        return;
      }
      seen.add(finalUrl);
    }
    if (storedUrls.has(finalUrl)) return;
    const type = fetched.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    let title = '';
    let contentMD: string;
    try {
      if (type === 'text/html' || type === 'application/xhtml+xml' || type === '') {
        const html = fetched.body.toString('utf8');
        title = htmlTitle(html);
        contentMD = htmlToMarkdown(html, { mainOnly: true });
        if (depth < options.maxDepth) {
          for (const link of extractLinks(html, finalUrl)) {
            if (seen.has(link)) continue;
            seen.add(link);
            if (allowed(link)) queue.push({ url: link, depth: depth + 1 });
            else skipped += 1;
          }
        }
      } else if (type === 'application/pdf') {
        contentMD = (await convertDocument('pdf', fetched.body)).contentMD;
      } else if (type === 'text/plain' || type === 'text/markdown') {
        contentMD = fetched.body.toString('utf8').trim();
      } else {
        failed.push({ url: finalUrl, reason: `Content of type ${type} is not indexed.` });
        return;
      }
    } catch (error) {
      failed.push({ url: finalUrl, reason: describeFailure(error) });
      return;
    }
    storedUrls.add(finalUrl);
    pages.push({
      url: finalUrl,
      title: title || new URL(finalUrl).pathname,
      contentMD,
      hash: contentHash(contentMD),
      depth,
    });
  };

  const worker = async () => {
    for (;;) {
      if (cancelled || (await deps.isCancelled?.())) {
        cancelled = true;
        return;
      }
      const next = queue.shift();
      if (!next) {
        // Others may still find links: wait for them before giving up.
        if (active === 0) return;
        await sleep(5);
        continue;
      }
      if (started >= options.limit || timeLeft() <= 0) {
        skipped += 1 + queue.length;
        queue.length = 0;
        return;
      }
      started += 1;
      active += 1;
      try {
        await visit(next);
      } finally {
        active -= 1;
      }
      await progress();
      if (delayMs > 0) await sleep(delayMs);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { pages, failed, skipped, cancelled };
}
