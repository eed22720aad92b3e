// A website crawl as a job document: a route queues it on t_websites/{id}.crawl, a trigger claims and
// runs it (heartbeat and per-page progress written as it goes, so the UI listens live), a sweep re-queues
// one whose instance died and queues scheduled re-crawls. Results land as pages (the `pages`
// subcollection) and chunks; only pages added or changed since the last crawl are re-indexed, and the
// change report is kept on the website. docs/knowledge-base.md#crawl-jobs
import { randomUUID } from 'node:crypto';
import { crawlChangeReportSchema, websiteSchema, type CrawlChangeReport, type Website } from '@parley/domain';
import { type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../lib/firestore';
import { markdownToText } from '../convert/markdown-to-text';
import { deleteChunks, replaceChunks, websitePagesRef, websiteRef } from '../kb-store';
import { invalidateAgentIndex } from '../retrieval/knowledge-service';
import { crawlChanges, type PageVersion } from './crawl-changes';
import { contentHash, crawlSite, type CrawlDeps, type CrawledPage } from './crawl-site';

/** A running crawl whose heartbeat is older than this is taken to have died with its instance. */
export const CRAWL_STALE_MS = 3 * 60 * 1000;
const PROGRESS_EVERY_MS = 500;
const REPORT_MAX_PAGES = 100;
const REPORT_MAX_DIFF_LINES = 200;

/** A page's document id: a hash of its URL (URLs hold slashes, which ids may not). */
export const pageKey = (url: string) => contentHash(url).slice(0, 32);

/** Queues a crawl (a first one or a re-crawl) with a fresh run id; answers it. */
export async function queueCrawl(ref: DocumentReference, now = Date.now()): Promise<string> {
  const runId = randomUUID();
  await ref.update({
    'crawl.state': 'queued',
    'crawl.runId': runId,
    'crawl.queuedAt': now,
    'crawl.error': null,
  });
  return runId;
}

/** Claims a queued crawl for this run; answers the website when the claim won. */
async function claim(websiteId: string, runId: string): Promise<Website | null> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(websiteRef(websiteId));
    if (!snapshot.exists) return null;
    if (snapshot.get('crawl.state') !== 'queued' || snapshot.get('crawl.runId') !== runId) return null;
    const now = Date.now();
    tx.update(snapshot.ref, {
      'crawl.state': 'running',
      'crawl.startedAt': now,
      'crawl.heartbeatAt': now,
      'crawl.finishedAt': null,
      'crawl.found': 0,
      'crawl.fetched': 0,
      'crawl.failed': 0,
      'crawl.failures': [],
    });
    return websiteSchema.parse({ ...snapshot.data(), id: websiteId });
  });
}

function report(changes: ReturnType<typeof crawlChanges>): CrawlChangeReport {
  return crawlChangeReportSchema.parse({
    added: changes.added.slice(0, REPORT_MAX_PAGES),
    removed: changes.removed.slice(0, REPORT_MAX_PAGES),
    changed: changes.changed
      .slice(0, REPORT_MAX_PAGES)
      .map(({ url, diff }) => ({ url, diff: diff.slice(0, REPORT_MAX_DIFF_LINES) })),
    unchanged: changes.unchanged,
  });
}

async function previousPages(websiteId: string): Promise<PageVersion[]> {
  const pages = await websitePagesRef(websiteId).get();
  return pages.docs.map((doc) => ({
    url: String(doc.get('url')),
    hash: String(doc.get('hash')),
    contentMD: String(doc.get('contentMD') ?? ''),
  }));
}

async function storePage(website: Website, page: CrawledPage): Promise<void> {
  const key = pageKey(page.url);
  await replaceChunks(
    {
      agentId: website.agentId,
      source: 'website',
      sourceId: website.id,
      pageKey: key,
      title: page.title,
      link: page.url,
    },
    page.contentMD,
  );
  await websitePagesRef(website.id)
    .doc(key)
    .set({
      url: page.url,
      title: page.title,
      contentMD: page.contentMD,
      content: markdownToText(page.contentMD),
      hash: page.hash,
      depth: page.depth,
      crawledAt: Date.now(),
    });
}

/**
 * Runs the crawl queued as `runId` on the website, if it is still the queued one: fetches, then applies
 * what changed. A replayed trigger loses the claim and does nothing.
 */
export async function runCrawlJob(websiteId: string, runId: string, deps: CrawlDeps = {}): Promise<void> {
  const website = await claim(websiteId, runId);
  if (!website) return;
  const ref = websiteRef(websiteId);
  let lastWrite = 0;
  let stopped = false;
  try {
    const result = await crawlSite(
      {
        url: website.url,
        limit: website.limit,
        maxDepth: website.maxDepth,
        includePaths: website.includePaths,
        excludePaths: website.excludePaths,
      },
      {
        ...deps,
        onProgress: async (progress) => {
          const now = Date.now();
          if (now - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = now;
          await ref.update({
            'crawl.found': progress.found,
            'crawl.fetched': progress.fetched,
            'crawl.failed': progress.failed,
            'crawl.heartbeatAt': now,
          });
        },
        isCancelled: async () => {
          if (stopped) return true;
          const snapshot = await ref.get();
          stopped =
            !snapshot.exists ||
            snapshot.get('crawl.state') !== 'running' ||
            snapshot.get('crawl.runId') !== runId;
          return stopped;
        },
      },
    );
    const before = await previousPages(websiteId);
    const changes = crawlChanges(before, result.pages);
    const changed = new Set([...changes.added, ...changes.changed.map(({ url }) => url)]);
    for (const page of result.pages) if (changed.has(page.url)) await storePage(website, page);
    // A cancelled crawl saw only part of the site: what it did not reach is not "removed".
    const removed = result.cancelled ? [] : changes.removed;
    for (const url of removed) {
      await deleteChunks(websiteId, pageKey(url));
      await websitePagesRef(websiteId).doc(pageKey(url)).delete();
    }
    invalidateAgentIndex(website.agentId);
    const pageCount = (await websitePagesRef(websiteId).count().get()).data().count;
    const now = Date.now();
    await ref.update({
      'crawl.state': result.cancelled ? 'cancelled' : 'done',
      'crawl.found': result.pages.length + result.failed.length + result.skipped,
      'crawl.fetched': result.pages.length,
      'crawl.failed': result.failed.length,
      'crawl.failures': result.failed.slice(0, REPORT_MAX_PAGES),
      'crawl.heartbeatAt': now,
      'crawl.finishedAt': now,
      lastChanges: report({ ...changes, removed }),
      pageCount,
      lastCrawledAt: now,
    });
  } catch (error) {
    await ref.update({
      'crawl.state': 'failed',
      'crawl.error': error instanceof Error ? error.message : String(error),
      'crawl.finishedAt': Date.now(),
    });
  }
}

const SCHEDULE_MS = { daily: 24 * 60 * 60 * 1000, weekly: 7 * 24 * 60 * 60 * 1000 } as const;

/** Whether the sweep should queue this website now: its crawl died, or its schedule is due. */
export function crawlDue(website: Website, now: number): boolean {
  const { state, heartbeatAt } = website.crawl;
  if (state === 'running' || state === 'cancelling')
    return heartbeatAt !== null && now - heartbeatAt > CRAWL_STALE_MS;
  if (state === 'queued' || website.schedule === 'off' || !website.active) return false;
  return website.lastCrawledAt === null || now - website.lastCrawledAt >= SCHEDULE_MS[website.schedule];
}
