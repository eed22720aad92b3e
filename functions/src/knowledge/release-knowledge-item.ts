// A knowledge item (document, website or FAQ) is shared by id: a draft copies its live agent's links, and
// publish copies them back. So an agent never deletes an item, it drops its link; the item goes when no
// agent links it any more. docs/knowledge-base.md#deleting-and-sharing
import { COLLECTIONS, type Agent, type KnowledgeItemType } from '@parley/domain';
import { db } from '../lib/firestore';
import { defaultBucket } from '../lib/storage';
import {
  deleteChunks,
  documentRef,
  faqRef,
  objectPathOf,
  otherDocumentsOfFile,
  readDocument,
  readFaq,
  readWebsite,
  websitePagesRef,
  websiteRef,
} from './kb-store';
import { invalidateAgentIndex } from './retrieval/knowledge-service';

/** The agent field that links items of each type. */
export const KNOWLEDGE_LINK_FIELD = {
  document: 'documentIds',
  website: 'websiteIds',
  faq: 'faqIds',
} as const satisfies Record<KnowledgeItemType, keyof Agent>;

type LinkField = (typeof KNOWLEDGE_LINK_FIELD)[KnowledgeItemType];

/** The agents that link the item, at most `max` of them (ids only): who still uses a shared item. */
export const agentsLinking = (type: KnowledgeItemType, id: string, max: number) =>
  db()
    .collection(COLLECTIONS.agents)
    .where(KNOWLEDGE_LINK_FIELD[type], 'array-contains', id)
    .select()
    .limit(max);

async function isLinked(type: KnowledgeItemType, id: string): Promise<boolean> {
  return !(await agentsLinking(type, id, 1).get()).empty;
}

/**
 * Deletes the item (chunks, file or pages, then the record last, so an interrupted release is redone
 * by a retry) when no agent links it. Answers whether the item is gone: true when deleted now or
 * already, false when an agent still links it. Idempotent.
 */
export async function releaseKnowledgeItem(type: KnowledgeItemType, id: string): Promise<boolean> {
  if (await isLinked(type, id)) return false;
  if (type === 'faq') {
    // A FAQ has no chunks: it is one passage, built with the agent's index.
    const faq = await readFaq(id);
    if (!faq) return true;
    await faqRef(id).delete();
    invalidateAgentIndex(faq.agentId);
    return true;
  }
  if (type === 'website') {
    const website = await readWebsite(id);
    if (!website) return true;
    // A running crawl stops before its next page instead of writing chunks of a deleted website.
    await websiteRef(id).update({ 'crawl.state': 'cancelled' });
    await deleteChunks(id);
    await db().recursiveDelete(websitePagesRef(id));
    await websiteRef(id).delete();
    invalidateAgentIndex(website.agentId);
    return true;
  }
  const doc = await readDocument(id);
  if (!doc) return true;
  await deleteChunks(id);
  // The file is immutable and shared by a draft's copies of the document: it goes with its last record.
  if (doc.objectUri && (await otherDocumentsOfFile(id, doc.objectUri)) === 0) {
    await defaultBucket().file(objectPathOf(doc.objectUri)).delete({ ignoreNotFound: true });
  }
  await documentRef(id).delete();
  invalidateAgentIndex(doc.agentId);
  return true;
}

export interface KnowledgeItem {
  type: KnowledgeItemType;
  id: string;
}

/** The items `before` linked and `after` no longer does (what a publish dropped from the live agent). */
export function droppedKnowledgeOf(
  before: Pick<Agent, LinkField>,
  after: Pick<Agent, LinkField>,
): KnowledgeItem[] {
  return (['document', 'website', 'faq'] as const).flatMap((type) => {
    const field = KNOWLEDGE_LINK_FIELD[type];
    const kept = new Set(after[field]);
    return before[field].filter((id) => !kept.has(id)).map((id) => ({ type, id }));
  });
}

/** Releases each of `items` (one at a time: each is a few reads and deletes). */
export async function releaseKnowledgeItems(items: readonly KnowledgeItem[]): Promise<void> {
  for (const { type, id } of items) await releaseKnowledgeItem(type, id);
}
