import { MSG_USER_NOT_AUTHENTICATED } from '@parley/domain';
import {
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
} from 'firebase/auth';
import { updateDoc, type Firestore } from 'firebase/firestore';
import { getDownloadURL, ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import { userDocRef } from './firestore-refs';

export interface ProfileChanges {
  displayName?: string | null;
  phoneNumber?: string | null;
}

/**
 * Everything the account screens ask of Firebase (Auth, the user's own t_users fields, the profile
 * photo in Storage), behind one interface so component tests hand in a fake instead of the network.
 */
export interface AccountGateway {
  signInWithEmail: (email: string, password: string) => Promise<{ uid: string }>;
  /** Creates the Auth user and sets its display name. */
  signUpWithEmail: (input: {
    email: string;
    password: string;
    displayName: string;
  }) => Promise<{ uid: string }>;
  /** Google sign-in in a popup; says whether the Auth user was just created. */
  signInWithGoogle: () => Promise<{ uid: string; isNewUser: boolean }>;
  sendPasswordReset: (email: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** The signed-in user's Auth profile (displayName, photoURL). */
  updateAuthProfile: (changes: { displayName?: string | null; photoURL?: string | null }) => Promise<void>;
  /** The user-editable fields of t_users/{uid} (CLIENT_WRITABLE_FIELDS). */
  updateUserDoc: (uid: string, changes: ProfileChanges) => Promise<void>;
  /**
   * Uploads a profile photo to `users/{uid}/profile/{file}`, reporting progress from 0 to 1, and
   * resolves to its download URL.
   */
  uploadProfilePhoto: (uid: string, file: File, onProgress?: (fraction: number) => void) => Promise<string>;
}

/** A storage-safe file name: letters, digits, dot, dash and underscore; timestamped so caches refresh. */
export function profilePhotoFileName(name: string, now: number = Date.now()): string {
  const safe = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
  return `${now}-${safe}`;
}

export function createFirebaseAccountGateway(services: {
  auth: Auth;
  firestore: Firestore;
  storage: FirebaseStorage;
}): AccountGateway {
  const { auth, firestore, storage } = services;
  const currentUser = () => {
    if (!auth.currentUser) throw new Error(MSG_USER_NOT_AUTHENTICATED);
    return auth.currentUser;
  };
  return {
    async signInWithEmail(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      return { uid: user.uid };
    },
    async signUpWithEmail({ email, password, displayName }) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName });
      return { uid: user.uid };
    },
    async signInWithGoogle() {
      const credential = await signInWithPopup(auth, new GoogleAuthProvider());
      return {
        uid: credential.user.uid,
        isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false,
      };
    },
    async sendPasswordReset(email) {
      await sendPasswordResetEmail(auth, email);
    },
    async signOut() {
      await signOut(auth);
    },
    async updateAuthProfile(changes) {
      await updateProfile(currentUser(), changes);
    },
    async updateUserDoc(uid, changes) {
      await updateDoc(userDocRef(firestore, uid), { ...changes });
    },
    uploadProfilePhoto(uid, file, onProgress) {
      const target = ref(storage, `users/${uid}/profile/${profilePhotoFileName(file.name)}`);
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
    },
  };
}
