// Adding a website to an agent: the plan's website limit checked (the organisation owner's plan; a
// platform ADMIN is exempt), the record created with its crawl settings and the first crawl queued, in
// one transaction with the agent's websiteIds and the caller's checklist. docs/knowledge-base.md#websites
import { randomUUID } from 'node:crypto';
import {
  COLLECTIONS,
  KB_ERROR_REASONS,
  MSG_KB_WEBSITE_ID_TAKEN,
  planRefusal,
  websiteSchema,
  type CrawlSchedule,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { authorizeAgentEdit } from '../../lib/authorize-agent-edit';
import { agentRef } from '../../lib/collections';
import { failure } from '../../lib/errors';
import { db } from '../../lib/firestore';
import { markChecklist } from '../../users/checklist';
import { websiteRef } from '../kb-store';

export interface NewWebsite {
  websiteId?: string;
  agentId: string;
  url: string;
  name: string;
  limit?: number;
  maxDepth?: number;
  includePaths?: readonly string[];
  excludePaths?: readonly string[];
  schedule?: CrawlSchedule;
}

/** Creates the website with its first crawl queued; a retry with the same id answers the same id. */
export async function createWebsite(uid: string, input: NewWebsite): Promise<string> {
  const id = input.websiteId ?? randomUUID();
  await db().runTransaction(async (tx) => {
    const { caller, agent, org } = await authorizeAgentEdit(tx, input.agentId, uid);
    const ref = websiteRef(id);
    const existing = await tx.get(ref);
    if (existing.exists) {
      if (existing.get('agentId') !== agent.id) {
        throw failure('already-exists', MSG_KB_WEBSITE_ID_TAKEN, { reason: KB_ERROR_REASONS.websiteIdTaken });
      }
      return;
    }
    // Counted only for a new website: a retry of a create that landed reads nothing more.
    const count = (
      await tx.get(db().collection(COLLECTIONS.websites).where('orgId', '==', org.id).count())
    ).data().count;
    const refusal =
      caller.role === 'ADMIN' ? null : planRefusal(org.ownerPlan, { limit: 'websiteScrapeCount', count });
    if (refusal) throw failure('permission-denied', refusal, { reason: KB_ERROR_REASONS.websiteLimit });
    const now = Date.now();
    const website = websiteSchema.parse({
      id,
      agentId: agent.id,
      orgId: org.id,
      url: input.url,
      name: input.name || new URL(input.url).hostname,
      ...(input.limit === undefined ? {} : { limit: input.limit }),
      ...(input.maxDepth === undefined ? {} : { maxDepth: input.maxDepth }),
      includePaths: input.includePaths ?? [],
      excludePaths: input.excludePaths ?? [],
      ...(input.schedule === undefined ? {} : { schedule: input.schedule }),
      crawl: { state: 'queued', runId: randomUUID(), queuedAt: now },
      lastUpdatedBy: {
        uid: caller.uid,
        email: caller.email ?? null,
        displayName: caller.displayName ?? null,
      },
    });
    tx.set(ref, website);
    tx.update(agentRef(agent.id), { websiteIds: FieldValue.arrayUnion(id) });
    markChecklist(tx, uid, 'hasAddedKnowledgeBase');
  });
  return id;
}
