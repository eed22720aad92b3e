// Turns a knowledge-base document into retrieval chunks: its uploaded file converted to Markdown and
// plain text, or the Markdown typed in or edited. Sets status processing → ready, or failed with the
// reason. Called by the upload trigger and by add/update-document, in whichever order the upload and
// the record arrive: it does the work only once both exist, and a replay of the same file generation
// changes nothing. docs/knowledge-base.md#documents
import {
  kbDocumentKind,
  KB_DOCUMENT_MAX_BYTES,
  knowledgeSourceLink,
  type KnowledgeDocument,
} from '@parley/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { readAgent } from '../../lib/collections';
import { defaultBucket } from '../../lib/storage';
import { markdownToText } from '../convert/markdown-to-text';
import { ConversionError, convertDocument } from '../convert/convert-document';
import { documentFilePath, documentRef, readDocument, replaceChunks } from '../kb-store';
import { invalidateAgentIndex } from '../retrieval/knowledge-service';

export const documentLink = (doc: Pick<KnowledgeDocument, 'agentId' | 'id'>) =>
  knowledgeSourceLink(doc.agentId, 'document', doc.id);

async function fail(id: string, reason: string): Promise<void> {
  await documentRef(id).update({ status: 'failed', statusReason: reason, chunkCount: 0 });
}

/** Indexes a document's Markdown as it stands (typed, edited, or just converted). */
export async function indexMarkdown(doc: KnowledgeDocument, contentMD: string): Promise<void> {
  const chunkCount = await replaceChunks(
    {
      agentId: doc.agentId,
      source: 'document',
      sourceId: doc.id,
      pageKey: '',
      title: doc.name,
      link: documentLink(doc),
    },
    contentMD,
  );
  await documentRef(doc.id).update({
    contentMD,
    content: markdownToText(contentMD),
    status: 'ready',
    statusReason: null,
    chunkCount,
    lastUpdatedAt: Timestamp.now(),
  });
  invalidateAgentIndex(doc.agentId);
}

/**
 * Converts and indexes the document's file. Answers false when there is nothing to do yet (no record,
 * no file, or this generation of the file already processed).
 */
export async function processDocumentFile(documentId: string): Promise<boolean> {
  const doc = await readDocument(documentId);
  if (!doc?.fileName) return false;
  const agent = await readAgent(doc.agentId);
  if (!agent) return false;
  // A draft's copy of a document converts its original's file, where the record says it is.
  const path = documentFilePath(doc, agent.orgId);
  const file = defaultBucket().file(path);
  const [exists] = await file.exists();
  if (!exists) return false;
  const [metadata] = await file.getMetadata();
  const generation = String(metadata.generation ?? '');
  const snapshot = await documentRef(documentId).get();
  if (snapshot.get('sourceGeneration') === generation && doc.status !== 'processing') return false;
  await documentRef(documentId).update({
    status: 'processing',
    statusReason: null,
    sourceGeneration: generation,
    objectUri: `gs://${file.bucket.name}/${path}`,
    sizeBytes: Number(metadata.size ?? 0),
  });

  const kind = kbDocumentKind(doc.fileName);
  if (!kind) {
    await fail(documentId, `Files of this type cannot be added: ${doc.fileName}`);
    return true;
  }
  if (Number(metadata.size ?? 0) > KB_DOCUMENT_MAX_BYTES) {
    await fail(documentId, 'The file is larger than 25 MB.');
    return true;
  }
  try {
    const [bytes] = await file.download();
    const { contentMD } = await convertDocument(kind, bytes);
    await indexMarkdown(doc, contentMD);
  } catch (error) {
    await fail(
      documentId,
      error instanceof ConversionError ? error.message : 'The document could not be processed.',
    );
    if (!(error instanceof ConversionError)) throw error;
  }
  return true;
}
