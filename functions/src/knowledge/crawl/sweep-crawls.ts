import { COLLECTIONS, websiteSchema } from '@parley/domain';
import { onSchedule } from 'firebase-functions/scheduler';
import { db } from '../../lib/firestore';
import { crawlDue, queueCrawl } from './crawl-job';

/**
 * Every 10 minutes: re-queues crawls whose instance died (heartbeat stale) and queues the scheduled
 * re-crawls that are due (daily by default). Queuing fires onWebsiteWritten, which runs them.
 */
export const sweepCrawls = onSchedule({ schedule: 'every 10 minutes' }, async () => {
  const websites = await db().collection(COLLECTIONS.websites).get();
  const now = Date.now();
  for (const doc of websites.docs) {
    const parsed = websiteSchema.safeParse({ ...doc.data(), id: doc.id });
    if (parsed.success && crawlDue(parsed.data, now)) await queueCrawl(doc.ref, now);
  }
});
