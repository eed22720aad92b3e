// Firestore access of the knowledge base: typed reads of t_documents, t_websites and t_faqs, and the retrieval
// chunks (t_kb_chunks) each source is indexed as. A source's chunks are replaced as a whole, so a
// retried conversion or re-crawl leaves exactly one set. docs/knowledge-base.md#data
import {
  COLLECTIONS,
  documentSchema,
  kbDocumentPath,
  faqSchema,
  KB_CHUNKS_COLLECTION,
  websiteSchema,
  WEBSITE_PAGES_SUBCOLLECTION,
  type Faq,
  type KnowledgeDocument,
  type Website,
} from '@parley/domain';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';
import { chunkMarkdown } from './retrieval/chunk-markdown';
import { configuredEmbedder } from './retrieval/configured-embedder';
import type { PassageSource } from './retrieval/passage-index';

export const documentRef = (id: string): DocumentReference => db().collection(COLLECTIONS.documents).doc(id);
export const websiteRef = (id: string): DocumentReference => db().collection(COLLECTIONS.websites).doc(id);
export const faqRef = (id: string): DocumentReference => db().collection(COLLECTIONS.faqs).doc(id);
export const websitePagesRef = (websiteId: string) =>
  websiteRef(websiteId).collection(WEBSITE_PAGES_SUBCOLLECTION);
export const chunksRef = (store: Firestore = db()) => store.collection(KB_CHUNKS_COLLECTION);

export async function readDocument(id: string): Promise<KnowledgeDocument | null> {
  const snapshot = await documentRef(id).get();
  return snapshot.exists ? documentSchema.parse({ ...snapshot.data(), id }) : null;
}

export async function readWebsite(id: string): Promise<Website | null> {
  const snapshot = await websiteRef(id).get();
  return snapshot.exists ? websiteSchema.parse({ ...snapshot.data(), id }) : null;
}

export async function readFaq(id: string): Promise<Faq | null> {
  const snapshot = await faqRef(id).get();
  return snapshot.exists ? faqSchema.parse({ ...snapshot.data(), id }) : null;
}

/** `gs://bucket/path` → path. */
export const objectPathOf = (objectUri: string): string => objectUri.replace(/^gs:\/\/[^/]+\//, '');

/**
 * Where a document's file is in the default bucket: where its record says it was uploaded (a draft's
 * copy of a document shares its original's file), else where add-document puts it.
 */
export const documentFilePath = (
  doc: Pick<KnowledgeDocument, 'id' | 'agentId' | 'objectUri' | 'fileName'>,
  orgId: string,
): string =>
  doc.objectUri ? objectPathOf(doc.objectUri) : kbDocumentPath(orgId, doc.agentId, doc.id, doc.fileName);

/** The other document records that share the file at `objectUri` (a draft's copies and their original). */
export async function otherDocumentsOfFile(id: string, objectUri: string): Promise<number> {
  const sharing = await db()
    .collection(COLLECTIONS.documents)
    .where('objectUri', '==', objectUri)
    .select()
    .limit(2)
    .get();
  return sharing.docs.filter((doc) => doc.id !== id).length;
}

/** What one set of chunks is indexed from: a document, or one page of a website. */
export interface ChunkSource {
  agentId: string;
  source: Exclude<PassageSource, 'faq'>;
  sourceId: string;
  /** The page's key within a website ('' for a document). */
  pageKey: string;
  title: string;
  link: string;
}

/** Firestore commits at most 500 writes at once. */
const BATCH = 400;

async function deleteAll(refs: readonly DocumentReference[]): Promise<void> {
  for (let i = 0; i < refs.length; i += BATCH) {
    const batch = db().batch();
    for (const ref of refs.slice(i, i + BATCH)) batch.delete(ref);
    await batch.commit();
  }
}

/** Whether the source has any chunks (a fresh copy of a document has none yet). */
export async function hasChunks(sourceId: string): Promise<boolean> {
  return !(await chunksRef().where('sourceId', '==', sourceId).select().limit(1).get()).empty;
}

/** Deletes the chunks of a source (every page of a website when pageKey is omitted). */
export async function deleteChunks(sourceId: string, pageKey?: string): Promise<void> {
  let query = chunksRef().where('sourceId', '==', sourceId);
  if (pageKey !== undefined) query = query.where('pageKey', '==', pageKey);
  const found = await query.select().get();
  await deleteAll(found.docs.map((doc) => doc.ref));
}

/**
 * Replaces the chunks of one source with the chunks of `markdown`; answers how many it wrote. Ids are
 * derived from the source and position, so a retry overwrites instead of adding.
 */
export async function replaceChunks(source: ChunkSource, markdown: string): Promise<number> {
  const chunks = chunkMarkdown(markdown);
  const embedder = configuredEmbedder();
  const vectors = embedder
    ? await embedder.embed(chunks.map((chunk) => `${chunk.headings.join(' ')}\n${chunk.text}`))
    : [];
  const prefix = `${source.sourceId}_${source.pageKey || 'doc'}_`;
  const existing = await chunksRef()
    .where('sourceId', '==', source.sourceId)
    .where('pageKey', '==', source.pageKey)
    .select()
    .get();
  const keep = new Set(chunks.map((chunk) => `${prefix}${String(chunk.order)}`));
  await deleteAll(existing.docs.filter((doc) => !keep.has(doc.id)).map((doc) => doc.ref));
  for (let i = 0; i < chunks.length; i += BATCH) {
    const batch = db().batch();
    for (const chunk of chunks.slice(i, i + BATCH)) {
      const vector = vectors[chunk.order];
      batch.set(chunksRef().doc(`${prefix}${String(chunk.order)}`), {
        ...source,
        headings: chunk.headings,
        text: chunk.text,
        order: chunk.order,
        ...(embedder && vector
          ? { embedding: FieldValue.vector(vector), embeddingModel: embedder.model }
          : { embedding: null, embeddingModel: null }),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
  return chunks.length;
}
