// The demo agent's knowledge base, so the Knowledge tab is not empty: one Markdown document and one FAQ.
// The document goes the way a user's upload does: its t_documents record (processing) is seeded with the
// rest of Firestore, then its file is uploaded to Storage, whose trigger converts and indexes it in the
// running Functions emulator (docs/knowledge-base.md#documents). A re-seed finds both and changes nothing.
import { COLLECTIONS, documentSchema, faqSchema, kbDocumentPath } from '@parley/domain';
import type { SeedDocument } from './demo-account';
import type { ClipBucket } from './voice-clips';

export const DEMO_KNOWLEDGE_IDS = { document: 'demo-shop-guide', faq: 'demo-faq-test-rides' } as const;

const FILE_NAME = 'shop-guide.md';

export const DEMO_GUIDE_MD = `# Shop guide

## Opening hours

We are open Monday to Friday from 9:00 to 18:00 and on Saturday from 10:00 to 16:00. We are closed on
Sundays and public holidays.

## Repairs

A standard tune-up costs $60 and takes two working days. Flat tyres are fixed while you wait for $15.
Electric bikes of every brand are serviced; battery diagnostics are free.

## Returns

Unused items can be returned within 30 days with the receipt for a full refund.
`;

interface Owners {
  org: string;
  agent: string;
}

const guidePath = (ids: Owners) => kbDocumentPath(ids.org, ids.agent, DEMO_KNOWLEDGE_IDS.document, FILE_NAME);

/** The document's record (its objectUri set when the trigger processes the file) and the FAQ, parsed. */
export function demoKnowledgeDocuments(ids: Owners): SeedDocument[] {
  const document = documentSchema.parse({
    id: DEMO_KNOWLEDGE_IDS.document,
    name: 'Shop guide',
    agentId: ids.agent,
    fileName: FILE_NAME,
    sizeBytes: Buffer.byteLength(DEMO_GUIDE_MD),
    status: 'processing',
  });
  const faq = faqSchema.parse({
    id: DEMO_KNOWLEDGE_IDS.faq,
    agentId: ids.agent,
    question: 'Can I take a bike for a test ride?',
    answer: 'Yes. Test rides are free; bring a photo ID and we lend you a helmet.',
  });
  return [
    { collection: COLLECTIONS.documents, id: document.id, data: document },
    { collection: COLLECTIONS.faqs, id: faq.id, data: faq },
  ];
}

/** Uploads the guide's file unless it is there; answers whether it uploaded (the trigger then indexes it). */
export async function seedKnowledgeFile(bucket: ClipBucket, ids: Owners): Promise<boolean> {
  const file = bucket.file(guidePath(ids));
  const [exists] = await file.exists();
  if (exists) return false;
  await file.save(Buffer.from(DEMO_GUIDE_MD), {
    resumable: false,
    contentType: 'text/markdown',
    metadata: {},
  });
  return true;
}
