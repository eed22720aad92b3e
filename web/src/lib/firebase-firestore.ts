import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebase, sdkGetter, type FirebaseCore } from './firebase';

/** Firestore of a Firebase app (its emulator locally); imported only by signed-in screens. */
export const firestoreOf: (core: FirebaseCore) => Firestore = sdkGetter(
  (core) => getFirestore(core.app),
  (firestore, emulators) => {
    connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
  },
);

/** The app's Firestore. */
export const appFirestore = (): Firestore => firestoreOf(firebase);
