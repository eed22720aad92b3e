import type { ReactNode } from 'react';
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  FunctionsProvider,
  StorageProvider,
} from 'reactfire';
import { firebase } from '../lib/firebase';

/** Hands the already-configured SDK instances to reactfire's hooks (useUser, useFirestoreDocData, ...). */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebase.app}>
      <AuthProvider sdk={firebase.auth}>
        <FirestoreProvider sdk={firebase.firestore}>
          <StorageProvider sdk={firebase.storage}>
            <FunctionsProvider sdk={firebase.functions}>{children}</FunctionsProvider>
          </StorageProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
