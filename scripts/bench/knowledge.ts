// `npm run bench:knowledge`: the knowledge base's three figures — a crawl of 200 pages of a local
// fixture site through the outbound guard (target < 60 s wall), conversion of a 100-page PDF (target
// < 5 s), and retrieval p95 over 10,000 chunks with the keyword index (target < 50 ms), plus the
// hashing embedder's fused ranking beside it. No emulator needed: these are the functions' own modules.
import { convertDocument } from '../../functions/src/knowledge/convert/convert-document';
import { crawlSite } from '../../functions/src/knowledge/crawl/crawl-site';
import { hashingEmbedder } from '../../functions/src/knowledge/retrieval/embedder';
import { PassageIndex, type Passage } from '../../functions/src/knowledge/retrieval/passage-index';
import { startFixtureSite } from '../../functions/src/knowledge/testing/fixture-site';
import { buildPdf } from '../../functions/src/knowledge/testing/pdf-fixture';
import { SEED_QUESTIONS } from '../../functions/src/knowledge/testing/seed-documents';

const CRAWL_PAGES = 200;
const PDF_PAGES = 100;
const CHUNKS = 10_000;
const QUERIES = 500;

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

// ---- crawl -----------------------------------------------------------------------------------------
const site = await startFixtureSite({ extraPages: CRAWL_PAGES });
let started = performance.now();
const crawl = await crawlSite(
  {
    url: `${site.origin}/`,
    limit: CRAWL_PAGES,
    maxDepth: 3,
    includePaths: [],
    excludePaths: ['/slow', '/huge'],
  },
  { guard: site.guard },
);
const crawlMs = performance.now() - started;
await site.close();
console.log(
  `crawl: ${String(crawl.pages.length)} pages (${String(crawl.failed.length)} failed) in ${ms(crawlMs)} — target < 60 s`,
);

// ---- PDF conversion --------------------------------------------------------------------------------
const words = 'the shop opens at nine and closes at six every weekday except public holidays'.split(' ');
const pdf = buildPdf(
  Array.from({ length: PDF_PAGES }, (_, page) => [
    { text: `Chapter ${String(page + 1)}`, size: 20 },
    ...Array.from({ length: 40 }, (_, line) => ({
      text: Array.from({ length: 12 }, (_, w) => words[(page + line + w) % words.length]).join(' ') + '.',
    })),
  ]),
);
started = performance.now();
const converted = await convertDocument('pdf', pdf);
const pdfMs = performance.now() - started;
console.log(
  `pdf: ${String(PDF_PAGES)} pages (${String(Math.round(pdf.length / 1024))} KiB) → ${String(converted.contentMD.length)} chars of Markdown in ${ms(pdfMs)} — target < 5 s`,
);

// ---- retrieval -------------------------------------------------------------------------------------
const vocabulary = Array.from({ length: 5000 }, (_, i) => `term${i.toString(36)}`);
const common = 'price hours delivery returns warranty parking booking repair service membership'.split(' ');
const passages: Passage[] = Array.from({ length: CHUNKS }, (_, i) => ({
  id: `chunk-${String(i)}`,
  source: 'document',
  sourceId: `doc-${String(i % 300)}`,
  title: `Document ${String(i % 300)}`,
  headings: [`Section ${String(i % 17)}`, common[i % common.length] ?? ''],
  text: Array.from({ length: 120 }, (_, w) =>
    w % 10 === 0
      ? (common[(i + w) % common.length] ?? '')
      : (vocabulary[(i * 31 + w * 7) % vocabulary.length] ?? ''),
  ).join(' '),
  link: `/documents/doc-${String(i % 300)}`,
}));
const embedder = hashingEmbedder();
const vectors = await embedder.embed(passages.map((p) => p.text));
passages.forEach((passage, i) => {
  passage.embedding = vectors[i] ?? [];
});
started = performance.now();
const index = new PassageIndex(passages);
const buildMs = performance.now() - started;
const keyword: number[] = [];
const hybrid: number[] = [];
for (let i = 0; i < QUERIES; i += 1) {
  const question = SEED_QUESTIONS[i % SEED_QUESTIONS.length]?.question ?? 'price';
  let t = performance.now();
  index.keyword(`${question} ${vocabulary[i] ?? ''}`, 5);
  keyword.push(performance.now() - t);
  t = performance.now();
  await index.rank(`${question} ${vocabulary[i] ?? ''}`, 5, embedder);
  hybrid.push(performance.now() - t);
}
console.log(
  `retrieval over ${String(CHUNKS)} chunks: index built in ${ms(buildMs)}; keyword p50 ${ms(quantile(keyword, 0.5))}, p95 ${ms(quantile(keyword, 0.95))} — target p95 < 50 ms; ` +
    `keyword + in-memory vectors p95 ${ms(quantile(hybrid, 0.95))}`,
);
