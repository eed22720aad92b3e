import { MSG_USER_NOT_AUTHENTICATED } from '@parley/domain';
import {
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
import type { FirebaseCore } from './firebase';

/** Who is signed in, and whether their e-mail address is verified. */
export interface AuthIdentity {
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

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
  /** Sends the signed-in user the e-mail that verifies their address; its link leads back to `continueUrl`. */
  sendEmailVerification: (continueUrl: string) => Promise<void>;
  /**
   * The signed-in user as Auth knows them now. Verification happens elsewhere (a link in an e-mail), so
   * this reloads the Auth user and, once verified, refreshes the ID token: the server reads
   * email_verified from the token, not from Auth.
   */
  reloadIdentity: () => Promise<AuthIdentity>;
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

/**
 * The gateway over the app's Firebase. Auth is loaded with the app; the t_users write and the photo
 * upload load Firestore and Storage on first use (account-writes.ts), keeping them out of sign-in.
 */
export function createFirebaseAccountGateway(core: FirebaseCore): AccountGateway {
  const { auth } = core;
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
    async sendEmailVerification(continueUrl) {
      await sendEmailVerification(currentUser(), { url: continueUrl });
    },
    async reloadIdentity() {
      const user = currentUser();
      await reload(user);
      // A token issued before the address was verified still says it is not: refresh that one only.
      if (user.emailVerified && (await user.getIdTokenResult()).claims.email_verified !== true) {
        await user.getIdToken(true);
      }
      return { email: user.email, displayName: user.displayName, emailVerified: user.emailVerified };
    },
    async signOut() {
      await signOut(auth);
    },
    async updateAuthProfile(changes) {
      await updateProfile(currentUser(), changes);
    },
    async updateUserDoc(uid, changes) {
      const { writeUserDoc } = await import('./account-writes');
      await writeUserDoc(core, uid, changes);
    },
    async uploadProfilePhoto(uid, file, onProgress) {
      const { uploadProfilePhoto } = await import('./account-writes');
      return uploadProfilePhoto(core, uid, file, onProgress);
    },
  };
}
