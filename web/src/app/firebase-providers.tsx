import type { ReactNode } from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebase } from '../lib/firebase';
import { appFirestore } from '../lib/firebase-firestore';

/**
 * Hands the app's Firebase app and Firestore to reactfire's hooks (useFirestoreDocData, ...). Only the
 * signed-in layout renders it, so the sign-in route downloads neither reactfire nor Firestore.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebase.app}>
      <FirestoreProvider sdk={appFirestore()}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}
