import { CONTACTS_CSV } from '@parley/domain';
import { firebase } from '../../../lib/firebase';

/**
 * Uploads a contacts CSV to Storage at `path` (campaignContactsPath). The Storage SDK loads on first
 * use, so the campaigns list does not download it.
 */
export async function uploadContactsFile(path: string, file: File): Promise<void> {
  const [{ ref, uploadBytes }, { storageOf }] = await Promise.all([
    import('firebase/storage'),
    import('../../../lib/firebase-storage'),
  ]);
  await uploadBytes(ref(storageOf(firebase), path), file, { contentType: CONTACTS_CSV.mimeTypes[0] });
}
