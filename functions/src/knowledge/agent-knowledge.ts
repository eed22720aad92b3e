// "The knowledge of an agent", read one way for retrieval and GET /object/kb: the items its LINKS name
// (documentIds, websiteIds, faqIds on the agent document), not the items it created. A draft copies its
// live agent's links and publish copies them back (docs/versions.md), so following the links is what
// makes a draft see the live agent's documents and the live agent see a published draft's.
// docs/knowledge-base.md#retrieval
import { chunk, COLLECTIONS, IN_QUERY_CHUNK_SIZE } from '@parley/domain';
import type { DocumentSnapshot, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';
import { chunksRef } from './kb-store';

export interface AgentKnowledge {
  documents: DocumentSnapshot[];
  websites: DocumentSnapshot[];
  faqs: DocumentSnapshot[];
}

const idList = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is string => typeof id === 'string' && id !== ''))]
    : [];

async function readByIds(
  store: Firestore,
  collection: string,
  ids: readonly string[],
): Promise<DocumentSnapshot[]> {
  if (ids.length === 0) return [];
  const found = await store.getAll(...ids.map((id) => store.collection(collection).doc(id)));
  // A link may name an item deleted since (a restored older version): it is simply missing.
  return found.filter((snapshot) => snapshot.exists);
}

/** The documents, websites and FAQs the agent links (inactive ones included: callers filter). */
export async function readAgentKnowledge(agentId: string, store: Firestore = db()): Promise<AgentKnowledge> {
  const agent = await store.collection(COLLECTIONS.agents).doc(agentId).get();
  const [documents, websites, faqs] = await Promise.all([
    readByIds(store, COLLECTIONS.documents, idList(agent.get('documentIds'))),
    readByIds(store, COLLECTIONS.websites, idList(agent.get('websiteIds'))),
    readByIds(store, COLLECTIONS.faqs, idList(agent.get('faqIds'))),
  ]);
  return { documents, websites, faqs };
}

/** The retrieval chunks of the given sources, by source id ('in' queries of at most 30 ids). */
export async function readSourceChunks(
  sourceIds: readonly string[],
  store: Firestore = db(),
): Promise<QueryDocumentSnapshot[]> {
  const pieces = await Promise.all(
    chunk(sourceIds, IN_QUERY_CHUNK_SIZE).map((ids) => chunksRef(store).where('sourceId', 'in', ids).get()),
  );
  return pieces.flatMap((piece) => piece.docs);
}
