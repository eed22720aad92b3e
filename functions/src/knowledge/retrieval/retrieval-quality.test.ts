// Recall@5 of retrieval over the fixture knowledge base: the keyword index alone must find the answer
// passage in its top five for at least 90 % of the questions that share words with the answer; the
// paraphrase subset, which needs meaning rather than words, is reported (printed) beside it.
import { describe, expect, it } from 'vitest';
import { SEED_DOCUMENTS, SEED_QUESTIONS, type SeedQuestion } from '../testing/seed-documents';
import { chunkMarkdown } from './chunk-markdown';
import { hashingEmbedder } from './embedder';
import { PassageIndex, type Passage } from './passage-index';

async function fixturePassages(): Promise<Passage[]> {
  const embedder = hashingEmbedder();
  const passages = SEED_DOCUMENTS.flatMap((doc) =>
    chunkMarkdown(doc.markdown).map((chunk): Passage => ({
      id: `${doc.id}-${String(chunk.order)}`,
      source: 'document',
      sourceId: doc.id,
      title: doc.name,
      headings: chunk.headings,
      text: chunk.text,
      link: `/documents/${doc.id}`,
    })),
  );
  const vectors = await embedder.embed(passages.map((p) => `${p.headings.join(' ')} ${p.text}`));
  return passages.map((passage, i) => ({ ...passage, embedding: vectors[i] ?? [] }));
}

async function recallAt5(
  index: PassageIndex,
  questions: readonly SeedQuestion[],
  hybrid: boolean,
): Promise<number> {
  let found = 0;
  for (const { question, expected } of questions) {
    const top = await index.rank(question, 5, hybrid ? hashingEmbedder() : undefined);
    if (top.some(({ passage }) => passage.text.includes(expected))) found += 1;
  }
  return found / questions.length;
}

describe('retrieval quality on the fixture knowledge base', () => {
  it('has at least 50 questions, each with an answer passage that exists', async () => {
    const passages = await fixturePassages();
    expect(SEED_QUESTIONS.length).toBeGreaterThanOrEqual(50);
    for (const { expected } of SEED_QUESTIONS) {
      expect(
        passages.some((p) => p.text.includes(expected)),
        expected,
      ).toBe(true);
    }
  });

  it('finds the answer in the top 5 for ≥ 90 % of keyword questions with the keyword index alone', async () => {
    const index = new PassageIndex(await fixturePassages());
    const keyword = SEED_QUESTIONS.filter((q) => q.kind === 'keyword');
    const paraphrase = SEED_QUESTIONS.filter((q) => q.kind === 'paraphrase');

    const figures = {
      keywordBm25: await recallAt5(index, keyword, false),
      keywordHybrid: await recallAt5(index, keyword, true),
      paraphraseBm25: await recallAt5(index, paraphrase, false),
      paraphraseHybrid: await recallAt5(index, paraphrase, true),
    };
    console.log(
      `recall@5 — keyword (${String(keyword.length)} q): BM25 ${figures.keywordBm25.toFixed(2)}, hybrid ${figures.keywordHybrid.toFixed(2)}; ` +
        `paraphrase (${String(paraphrase.length)} q): BM25 ${figures.paraphraseBm25.toFixed(2)}, hybrid ${figures.paraphraseHybrid.toFixed(2)}`,
    );

    expect(figures.keywordBm25).toBeGreaterThanOrEqual(0.9);
  });
});
