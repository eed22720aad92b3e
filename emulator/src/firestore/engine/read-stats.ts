import type { ReadCounts, RequestContext } from '../api.ts';

/**
 * Counts the documents the emulator serves — each found document of a get or batchGet, each query
 * result (aggregations count the documents they scan), each document a listener is sent — split into
 * client and owner callers. It approximates what Firestore bills as document reads, so benchmarks can
 * measure how many reads a screen costs (GET /emulator/v1/reads). Not counted: missing documents and
 * the minimum charge per query, which Firestore does bill.
 */
export class ReadStats {
  private counts: ReadCounts = { client: 0, owner: 0 };

  record(ctx: RequestContext, documents = 1): void {
    if (ctx.caller.kind === 'owner') this.counts.owner += documents;
    else this.counts.client += documents;
  }

  snapshot(): ReadCounts {
    return { ...this.counts };
  }

  reset(): void {
    this.counts = { client: 0, owner: 0 };
  }
}
