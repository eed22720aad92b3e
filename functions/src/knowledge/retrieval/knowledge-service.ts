// The one retrieval service of an agent's knowledge base: the "ask" panel, GET /object/kb's callers and
// the voice engine all come here. Passages are the chunks of the agent's ACTIVE, ready documents and
// active websites, plus its FAQs (each a passage of its own). Keyword ranking over them (MiniSearch),
// fused with Firestore findNearest over the chunks' vectors when an embedder is configured.
// docs/knowledge-base.md#retrieval
import { chunk, IN_QUERY_CHUNK_SIZE, knowledgeSourceLink, type KnowledgeBasePassage } from '@parley/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../../lib/firestore';
import { readAgentKnowledge, readSourceChunks } from '../agent-knowledge';
import { chunksRef } from '../kb-store';
import { configuredEmbedder } from './configured-embedder';
import type { Embedder } from './embedder';
import { fuseRankings, PassageIndex, type Passage } from './passage-index';

/** How long an agent's index is reused in one instance before it is rebuilt from Firestore. */
const INDEX_TTL_MS = 30_000;
const VECTOR_CANDIDATES = 20;
const DISTANCE_FIELD = 'vectorDistance';

const cache = new Map<string, { index: PassageIndex; builtAt: number }>();

/** Drops an agent's cached index: called by every write to its knowledge base in this instance. */
export function invalidateAgentIndex(agentId: string): void {
  cache.delete(agentId);
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Every passage of the agent's active knowledge: the items it links (agent-knowledge.ts). */
export async function loadAgentPassages(agentId: string, store: Firestore = db()): Promise<Passage[]> {
  const { documents, websites, faqs } = await readAgentKnowledge(agentId, store);
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

async function agentIndex(agentId: string): Promise<PassageIndex> {
  const cached = cache.get(agentId);
  if (cached && Date.now() - cached.builtAt < INDEX_TTL_MS) return cached.index;
  const index = new PassageIndex(await loadAgentPassages(agentId));
  cache.set(agentId, { index, builtAt: Date.now() });
  return index;
}

/**
 * The chunk ids nearest to the question's vector among the chunks of the agent's active sources
 * (findNearest, cosine). Pre-filtered on `sourceId` 'in' groups of 30, one findNearest per group, merged
 * by distance: filtering after a findNearest over all chunks would let other agents' chunks crowd out
 * this agent's 20 candidates, and a draft shares its sources with the live agent, so no per-owner
 * field can pre-filter (composite vector index sourceId + embedding in firestore.indexes.json).
 */
async function nearestChunkIds(
  sourceIds: readonly string[],
  question: string,
  embedder: Embedder,
): Promise<string[]> {
  if (sourceIds.length === 0) return [];
  const [vector = []] = await embedder.embed([question]);
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
    .sort((a, b) => Number(a.get(DISTANCE_FIELD)) - Number(b.get(DISTANCE_FIELD)))
    .slice(0, VECTOR_CANDIDATES)
    .map((doc) => doc.id);
}

/** The passages the agent would use to answer `question`, best first. */
export async function askKnowledgeBase(
  agentId: string,
  question: string,
  limit: number,
  embedder: Embedder | null = configuredEmbedder(),
): Promise<KnowledgeBasePassage[]> {
  const index = await agentIndex(agentId);
  const keyword = index.keyword(question, Math.max(limit * 4, VECTOR_CANDIDATES));
  let ranked = keyword;
  if (embedder) {
    const ids = await nearestChunkIds(index.sourceIds(), question, embedder);
    // Only passages of active sources are in the index; a vector hit of an inactive one is dropped.
    const vectorHits = ids
      .map((id) => index.passage(id))
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
