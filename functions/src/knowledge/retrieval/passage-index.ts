// The keyword index over an agent's passages: MiniSearch (BM25+) over each passage's text and headings,
// headings boosted, prefix matching for longer words and light fuzziness; plus, when passages carry
// vectors, a cosine ranking fused with the keyword ranking by reciprocal rank. The same code serves
// the "ask" panel, GET /object/kb and the voice engine. docs/knowledge-base.md#retrieval
import MiniSearch from 'minisearch';
import { cosineSimilarity, type Embedder } from './embedder';

export type PassageSource = 'document' | 'website' | 'faq';

export interface Passage {
  id: string;
  source: PassageSource;
  sourceId: string;
  /** The document's name, the page's title or the FAQ's question. */
  title: string;
  headings: string[];
  text: string;
  /** Where the user can see it: the page URL, or an in-app link to the document or FAQ. */
  link: string;
  embedding?: number[];
}

export interface RankedPassage {
  passage: Passage;
  /** Higher is better; comparable within one answer only. */
  score: number;
  keywordRank: number | null;
  vectorRank: number | null;
}

// Words that carry no meaning for retrieval; without them "what are your opening hours" is about
// "opening hours", not about "what" and "your".
const STOP_WORDS = new Set(
  `a an and are as at be by can do does for from have how i if in is it its me my of on or our
  so that the their there this to us was we what when where which who why will with you your`.split(/\s+/),
);

/** Reciprocal-rank fusion constant: the usual 60, which flattens the top of each list. */
const RRF_K = 60;

export class PassageIndex {
  private readonly search: MiniSearch<Passage>;
  private readonly byId = new Map<string, Passage>();

  constructor(passages: readonly Passage[]) {
    this.search = new MiniSearch<Passage>({
      fields: ['text', 'headingText'],
      idField: 'id',
      extractField: (passage, field) =>
        field === 'headingText'
          ? `${passage.title} ${passage.headings.join(' ')}`
          : String(passage[field as keyof Passage] ?? ''),
      processTerm: (term) => {
        const lower = term.toLowerCase();
        return STOP_WORDS.has(lower) || lower.length < 2 ? null : lower;
      },
      searchOptions: {
        boost: { headingText: 1.5 },
        prefix: (term) => term.length > 4,
        fuzzy: (term) => (term.length > 6 ? 0.15 : false),
        combineWith: 'OR',
      },
    });
    this.search.addAll(passages);
    for (const passage of passages) this.byId.set(passage.id, passage);
  }

  passage(id: string): Passage | undefined {
    return this.byId.get(id);
  }

  /** The documents and websites whose chunks are indexed (what a vector search may return). */
  sourceIds(): string[] {
    const ids = new Set<string>();
    for (const passage of this.byId.values()) if (passage.source !== 'faq') ids.add(passage.sourceId);
    return [...ids];
  }

  /** The FAQ passages (each a passage of its own, with its vector when the index was built with one). */
  faqs(): Passage[] {
    return [...this.byId.values()].filter((passage) => passage.source === 'faq');
  }

  get size(): number {
    return this.byId.size;
  }

  /** Keyword ranking only. */
  keyword(question: string, limit: number): RankedPassage[] {
    return this.search
      .search(question)
      .slice(0, limit)
      .flatMap((hit, rank) => {
        const passage = this.byId.get(String(hit.id));
        return passage ? [{ passage, score: hit.score, keywordRank: rank + 1, vectorRank: null }] : [];
      });
  }

  /** Keyword ranking fused with the vector ranking when an embedder is given and passages have vectors. */
  async rank(question: string, limit: number, embedder?: Embedder): Promise<RankedPassage[]> {
    const keyword = this.keyword(question, Math.max(limit * 4, 20));
    if (!embedder) return keyword.slice(0, limit);
    const [queryVector = []] = await embedder.embed([question]);
    const vector = [...this.byId.values()]
      .filter((passage) => passage.embedding?.length === queryVector.length)
      .map((passage) => ({ passage, similarity: cosineSimilarity(queryVector, passage.embedding ?? []) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, Math.max(limit * 4, 20));
    return fuseRankings(
      keyword,
      vector.map(({ passage }) => passage),
    ).slice(0, limit);
  }
}

/** Reciprocal-rank fusion of a keyword ranking and a vector ranking. */
export function fuseRankings(keyword: readonly RankedPassage[], vector: readonly Passage[]): RankedPassage[] {
  const fused = new Map<string, RankedPassage>();
  keyword.forEach((hit, index) => {
    fused.set(hit.passage.id, { ...hit, score: 1 / (RRF_K + index + 1), keywordRank: index + 1 });
  });
  vector.forEach((passage, index) => {
    const existing = fused.get(passage.id);
    const add = 1 / (RRF_K + index + 1);
    fused.set(
      passage.id,
      existing
        ? { ...existing, score: existing.score + add, vectorRank: index + 1 }
        : { passage, score: add, keywordRank: null, vectorRank: index + 1 },
    );
  });
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
