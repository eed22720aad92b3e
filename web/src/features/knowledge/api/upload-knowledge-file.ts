import { kbDocumentPath } from '@parley/domain';
import { firebase } from '../../../lib/firebase';

export interface KnowledgeUpload {
  orgId: string;
  agentId: string;
  documentId: string;
  file: File;
  contentType: string;
  /** Called with the fraction sent, 0 to 1. */
  onProgress: (fraction: number) => void;
}

/**
 * Uploads a knowledge-base file to kbDocumentPath with progress. The Storage SDK loads on first use,
 * so the tab does not download it until a file is chosen.
 */
export async function uploadKnowledgeFile(upload: KnowledgeUpload): Promise<void> {
  const [{ ref, uploadBytesResumable }, { storageOf }] = await Promise.all([
    import('firebase/storage'),
    import('../../../lib/firebase-storage'),
  ]);
  const path = kbDocumentPath(upload.orgId, upload.agentId, upload.documentId, upload.file.name);
  const task = uploadBytesResumable(ref(storageOf(firebase), path), upload.file, {
    contentType: upload.contentType,
  });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => {
        upload.onProgress(snapshot.totalBytes === 0 ? 1 : snapshot.bytesTransferred / snapshot.totalBytes);
      },
      reject,
      resolve,
    );
  });
}
