// What changed between two crawls of a site: pages added, removed and changed (with a line diff), so
// a re-crawl re-indexes only those and the user sees what moved. docs/knowledge-base.md#re-crawls
import { diffLines, type DiffLine } from './text-diff';

export interface PageVersion {
  url: string;
  hash: string;
  contentMD: string;
}

export interface CrawlChanges {
  added: string[];
  removed: string[];
  changed: { url: string; diff: DiffLine[] }[];
  unchanged: number;
}

export function crawlChanges(
  previous: readonly PageVersion[],
  current: readonly PageVersion[],
): CrawlChanges {
  const before = new Map(previous.map((page) => [page.url, page]));
  const after = new Map(current.map((page) => [page.url, page]));
  const changes: CrawlChanges = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const page of current) {
    const old = before.get(page.url);
    if (!old) changes.added.push(page.url);
    else if (old.hash !== page.hash)
      changes.changed.push({ url: page.url, diff: diffLines(old.contentMD, page.contentMD) });
    else changes.unchanged += 1;
  }
  for (const page of previous) if (!after.has(page.url)) changes.removed.push(page.url);
  changes.added.sort();
  changes.removed.sort();
  changes.changed.sort((a, b) => a.url.localeCompare(b.url));
  return changes;
}
