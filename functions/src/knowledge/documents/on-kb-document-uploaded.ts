import { parseKbDocumentPath } from '@parley/domain';
import { onObjectFinalized } from 'firebase-functions/storage';
import { processDocumentFile } from './process-document';

/**
 * A file finished uploading under kb-documents/: convert and index it when its t_documents record is
 * there (else add-document does it when the record arrives). Conversion of a 25 MB PDF needs memory.
 */
export const onKbDocumentUploaded = onObjectFinalized(
  { memory: '1GiB', timeoutSeconds: 300 },
  async (event) => {
    const parsed = parseKbDocumentPath(event.data.name);
    if (!parsed) return;
    await processDocumentFile(parsed.documentId);
  },
);
