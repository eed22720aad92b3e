import { KB_DOCUMENTS_STORAGE_DIR, parseKbDocumentPath } from '@parley/domain';
import { onObjectFinalized } from 'firebase-functions/storage';
import { processDocumentFile } from './process-document';

const KB_PREFIX = `${KB_DOCUMENTS_STORAGE_DIR}/`;

/**
 * A file finished uploading under kb-documents/: convert and index it when its t_documents record is
 * there (else add-document does it when the record arrives). Conversion of a 25 MB PDF needs memory.
 *
 * Storage triggers can be narrowed to a bucket only, not to a folder, so every upload to the default
 * bucket (voice samples, contacts files, profile photos) reaches this function: the prefix is checked
 * first, before any parsing or read, so those events end at once and cost nothing but the invocation.
 * A dedicated bucket would spare even that, at the price of a second bucket with its own rules in
 * every environment (docs/knowledge-base.md#documents).
 */
export const onKbDocumentUploaded = onObjectFinalized(
  { memory: '1GiB', timeoutSeconds: 300 },
  async (event) => {
    const name = event.data.name;
    if (!name.startsWith(KB_PREFIX)) return;
    const parsed = parseKbDocumentPath(name);
    if (!parsed) return;
    await processDocumentFile(parsed.documentId);
  },
);
