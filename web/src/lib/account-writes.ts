import { updateDoc } from 'firebase/firestore';
import { getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import type { ProfileChanges } from './account-gateway';
import type { FirebaseCore } from './firebase';
import { firestoreOf } from './firebase-firestore';
import { storageOf } from './firebase-storage';
import { userDocRef } from './firestore-refs';

/** A storage-safe file name: letters, digits, dot, dash and underscore; timestamped so caches refresh. */
export function profilePhotoFileName(name: string, now: number = Date.now()): string {
  const safe = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
  return `${now}-${safe}`;
}

/** Writes the user-editable fields of t_users/{uid} (CLIENT_WRITABLE_FIELDS). */
export async function writeUserDoc(core: FirebaseCore, uid: string, changes: ProfileChanges): Promise<void> {
  await updateDoc(userDocRef(firestoreOf(core), uid), { ...changes });
}

/** Uploads to `users/{uid}/profile/{file}`, reporting progress from 0 to 1; resolves to the download URL. */
export function uploadProfilePhoto(
  core: FirebaseCore,
  uid: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const target = ref(storageOf(core), `users/${uid}/profile/${profilePhotoFileName(file.name)}`);
  const task = uploadBytesResumable(target, file, { contentType: file.type });
  return new Promise<string>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => {
        if (snapshot.totalBytes > 0) onProgress?.(snapshot.bytesTransferred / snapshot.totalBytes);
      },
      reject,
      () => {
        getDownloadURL(task.snapshot.ref).then(resolve, reject);
      },
    );
  });
}
