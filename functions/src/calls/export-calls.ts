import {
  API_ERROR_REASONS,
  API_ROUTES,
  callCsvHeader,
  callCsvRow,
  callFiltersSchema,
  planRefusal,
  type CallFilters,
} from '@parley/domain';
import type { DocumentSnapshot, Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import type { Response } from 'firebase-functions/https';
import { z } from 'zod';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { parseInput } from '../lib/parse-input';
import { callQuery } from './call-query';
import { parseCall } from './call-store';

/** Calls read per page: memory stays bounded by one page whatever the export's size. */
export const EXPORT_PAGE_SIZE = 500;

/** Writes a chunk, waiting for the socket to drain when its buffer is full (backpressure). */
async function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return;
  await new Promise<void>((resolve) => {
    res.once('drain', () => {
      resolve();
    });
  });
}

/**
 * The CSV of the filtered calls, a chunk per page of EXPORT_PAGE_SIZE calls (the header first): reads
 * continue after the previous page's last document, so memory holds one page at a time.
 */
export async function* callCsvChunks(firestore: Firestore, filters: CallFilters): AsyncGenerator<string> {
  yield callCsvHeader();
  const query = callQuery(firestore, filters).limit(EXPORT_PAGE_SIZE);
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const page: QuerySnapshot = await (last ? query.startAfter(last) : query).get();
    let chunk = '';
    for (const snapshot of page.docs) {
      const call = parseCall(snapshot);
      if (call) chunk += callCsvRow(call);
    }
    if (chunk) yield chunk;
    if (page.size < EXPORT_PAGE_SIZE) return;
    last = page.docs[page.docs.length - 1] ?? null;
  }
}

/**
 * GET /calls/export?agentId=…|orgId=…&…: the log's filtered calls as CSV, streamed page by page
 * (docs/calls.md). Any member may read; the plan (the organisation owner's) must have export_calls,
 * else 403 with the spec's upgrade text.
 */
export const exportCallsRoute = defineRoute(API_ROUTES.exportCalls, z.object({}), async ({ uid, req }) => {
  const filters = parseInput(callFiltersSchema, req.query);
  const access = filters.agentId
    ? await authorize(null, { agentId: filters.agentId }, uid, { action: 'read' })
    : await authorize(null, { orgId: filters.orgId ?? '' }, uid, { action: 'read' });
  const refusal = planRefusal(access.owner?.plan, { feature: 'export_calls' });
  if (refusal) throw failure('permission-denied', refusal, { reason: API_ERROR_REASONS.planLimit });
  const res = req.res;
  if (!res) throw new Error('No response to stream the export to');
  res.status(200);
  res.set('content-type', 'text/csv; charset=utf-8');
  res.set('content-disposition', 'attachment; filename="calls.csv"');
  for await (const chunk of callCsvChunks(db(), filters)) await write(res, chunk);
  res.end();
  return null;
});
