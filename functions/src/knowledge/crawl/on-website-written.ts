import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { runCrawlJob } from './crawl-job';

/**
 * t_websites/{websiteId} written: a crawl newly queued (state 'queued' with a run id not seen before)
 * runs here. Crawls run long, hence the 9-minute timeout; one that outlives its instance is re-queued
 * by the sweep.
 */
export const onWebsiteWritten = onDocumentWritten(
  { document: `${COLLECTIONS.websites}/{websiteId}`, timeoutSeconds: 540, memory: '1GiB' },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists || after.get('crawl.state') !== 'queued') return;
    const runId = String(after.get('crawl.runId') ?? '');
    const before = event.data?.before;
    if (before?.get('crawl.state') === 'queued' && before.get('crawl.runId') === runId) return;
    await runCrawlJob(event.params.websiteId, runId);
  },
);
