// The one retrieval service of an agent's knowledge base: the "ask" panel, GET /object/kb's callers and
// the voice engine all come here. Passages are the chunks of the agent's ACTIVE, ready documents and
// active websites, plus its FAQs (each a passage of its own). Keyword ranking over them (MiniSearch),
// fused with a vector ranking when an embedder is configured: Firestore findNearest over the chunks'
// vectors, merged with the FAQs' vectors (embedded with the index), so an FAQ competes with passages on
// equal terms instead of losing every fusion to chunks found both ways. docs/knowledge-base.md#retrieval
import { chunk, IN_QUERY_CHUNK_SIZE, knowledgeSourceLink, type KnowledgeBasePassage } from '@parley/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../../lib/firestore';
import { readAgentKnowledge, readSourceChunks, type AgentKnowledge } from '../agent-knowledge';
import { chunksRef } from '../kb-store';
import { configuredEmbedder } from './configured-embedder';
import { cosineSimilarity, type Embedder } from './embedder';
import { knowledgeRevision } from './knowledge-revision';
import { fuseRankings, PassageIndex, type Passage } from './passage-index';

const VECTOR_CANDIDATES = 20;
const DISTANCE_FIELD = 'vectorDistance';

/**
 * Each agent's index in this instance, with the knowledge revision it was built from. It is reused only
 * while the revision read on each question is the same, so an edit made by any instance is seen by the
 * next question everywhere (knowledge-revision.ts); no time-to-live is involved.
 */
const cache = new Map<string, { index: PassageIndex; revision: string; checkedAt: number }>();

/**
 * Frees an agent's cached index early after a write in this instance. Not needed for freshness (the
 * revision check sees every write, from any instance): it only spares the memory of an index that can
 * no longer be used.
 */
export function invalidateAgentIndex(agentId: string): void {
  cache.delete(agentId);
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Every passage of the agent's active knowledge: the items it links (agent-knowledge.ts). */
export async function loadAgentPassages(agentId: string, store: Firestore = db()): Promise<Passage[]> {
  return passagesOf(agentId, await readAgentKnowledge(agentId, store), store);
}

async function passagesOf(
  agentId: string,
  { documents, websites, faqs }: AgentKnowledge,
  store: Firestore,
): Promise<Passage[]> {
  const activeSources = new Set([
    ...documents
      .filter((doc) => doc.get('active') !== false && (doc.get('status') ?? 'ready') === 'ready')
      .map((doc) => doc.id),
    ...websites.filter((doc) => doc.get('active') !== false).map((doc) => doc.id),
  ]);
  const chunks = await readSourceChunks([...activeSources], store);
  const passages: Passage[] = chunks.map((doc) => ({
    id: doc.id,
    source: doc.get('source') === 'website' ? 'website' : 'document',
    sourceId: String(doc.get('sourceId')),
    title: String(doc.get('title') ?? ''),
    headings: stringList(doc.get('headings')),
    text: String(doc.get('text') ?? ''),
    link: String(doc.get('link') ?? ''),
  }));
  for (const faq of faqs) {
    const question = String(faq.get('question') ?? '').trim();
    const answer = String(faq.get('answer') ?? '').trim();
    if (!question && !answer) continue;
    passages.push({
      id: `faq_${faq.id}`,
      source: 'faq',
      sourceId: faq.id,
      title: question,
      headings: [],
      text: `${question}\n${answer}`,
      link: knowledgeSourceLink(agentId, 'faq', faq.id),
    });
  }
  return passages;
}

/**
 * The agent's index: the cached one when the knowledge it was built from is unchanged, else rebuilt.
 * The links and items are read on every question (a few documents); the chunks, the costly part, only
 * on a rebuild. With an embedder, FAQ passages carry their vectors (the chunks' are in Firestore).
 */
async function agentIndex(
  agentId: string,
  embedder: Embedder | null,
  maxAgeMs: number,
): Promise<PassageIndex> {
  const early = cache.get(agentId);
  if (early && Date.now() - early.checkedAt < maxAgeMs) return early.index;
  const store = db();
  const knowledge = await readAgentKnowledge(agentId, store);
  const revision = `${embedder?.model ?? 'keyword'}|${knowledgeRevision(knowledge)}`;
  const cached = cache.get(agentId);
  if (cached?.revision === revision) {
    cached.checkedAt = Date.now();
    return cached.index;
  }
  const passages = await passagesOf(agentId, knowledge, store);
  const faqs = passages.filter((passage) => passage.source === 'faq');
  if (embedder && faqs.length > 0) {
    const vectors = await embedder.embed(faqs.map((faq) => faq.text));
    faqs.forEach((faq, index) => {
      faq.embedding = vectors[index];
    });
  }
  const index = new PassageIndex(passages);
  cache.set(agentId, { index, revision, checkedAt: Date.now() });
  return index;
}

interface VectorHit {
  id: string;
  /** Cosine distance (1 − similarity), as findNearest reports it. */
  distance: number;
}

/**
 * The chunks nearest to the question's vector among the chunks of the agent's active sources
 * (findNearest, cosine). Pre-filtered on `sourceId` 'in' groups of 30, one findNearest per group, merged
 * by distance: filtering after a findNearest over all chunks would let other agents' chunks crowd out
 * this agent's 20 candidates, and a draft shares its sources with the live agent, so no per-owner
 * field can pre-filter (composite vector index sourceId + embedding in firestore.indexes.json).
 */
async function nearestChunks(
  sourceIds: readonly string[],
  vector: number[],
  embedder: Embedder,
): Promise<VectorHit[]> {
  if (sourceIds.length === 0) return [];
  const groups = await Promise.all(
    chunk(sourceIds, IN_QUERY_CHUNK_SIZE).map((ids) =>
      chunksRef()
        .where('sourceId', 'in', ids)
        .findNearest({
          vectorField: 'embedding',
          queryVector: vector,
          limit: VECTOR_CANDIDATES,
          distanceMeasure: 'COSINE',
          distanceResultField: DISTANCE_FIELD,
        })
        .get(),
    ),
  );
  return groups
    .flatMap((group) => group.docs)
    .filter((doc) => doc.get('embeddingModel') === embedder.model)
    .map((doc) => ({ id: doc.id, distance: Number(doc.get(DISTANCE_FIELD)) }));
}

/** The FAQs of the index by cosine distance to the question's vector (they are few: computed here). */
const nearestFaqs = (index: PassageIndex, vector: readonly number[]): VectorHit[] =>
  index
    .faqs()
    .filter((faq) => faq.embedding?.length === vector.length)
    .map((faq) => ({ id: faq.id, distance: 1 - cosineSimilarity(vector, faq.embedding ?? []) }));

/** The passages the agent would use to answer `question`, best first. */
export async function askKnowledgeBase(
  agentId: string,
  question: string,
  limit: number,
  embedder: Embedder | null = configuredEmbedder(),
  /**
   * How old the revision check of a cached index may be (default 0: checked on every question, so the
   * "ask" panel sees an edit at once). A conversation passes more: its turns then read no knowledge
   * records, only the index this instance holds (docs/runtime.md, "Per-turn budget").
   */
  maxAgeMs = 0,
): Promise<KnowledgeBasePassage[]> {
  const index = await agentIndex(agentId, embedder, maxAgeMs);
  const keyword = index.keyword(question, Math.max(limit * 4, VECTOR_CANDIDATES));
  let ranked = keyword;
  if (embedder) {
    const [vector = []] = await embedder.embed([question]);
    const hits = [
      ...(await nearestChunks(index.sourceIds(), vector, embedder)),
      ...nearestFaqs(index, vector),
    ]
      .sort((a, b) => a.distance - b.distance)
      .slice(0, VECTOR_CANDIDATES);
    // Only passages of active sources are in the index; a vector hit of an inactive one is dropped.
    const vectorHits = hits
      .map(({ id }) => index.passage(id))
      .filter((passage): passage is Passage => passage !== undefined);
    ranked = fuseRankings(keyword, vectorHits);
  }
  return ranked.slice(0, limit).map(({ passage, score }) => ({
    source: passage.source,
    sourceId: passage.sourceId,
    title: passage.title,
    headings: passage.headings,
    text: passage.text,
    score: Number(score.toFixed(4)),
    link: passage.link,
  }));
}
