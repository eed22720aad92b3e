import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { env, type AppEnv } from './env';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  storage: FirebaseStorage;
  functions: Functions;
}

/**
 * Initialises the Firebase SDKs for one app and, when the env asks for it, points every one of them at
 * the local emulators. Must run once per app name: the SDKs refuse to switch host after first use.
 */
export function createFirebaseServices(config: AppEnv, appName?: string): FirebaseServices {
  const app = initializeApp(config.firebase, appName);
  const services: FirebaseServices = {
    app,
    auth: getAuth(app),
    firestore: getFirestore(app),
    storage: getStorage(app),
    functions: getFunctions(app, config.functionsRegion),
  };
  const emulators = config.emulators;
  if (emulators) {
    connectAuthEmulator(services.auth, `http://${emulators.auth.host}:${emulators.auth.port}`, {
      disableWarnings: true,
    });
    connectFirestoreEmulator(services.firestore, emulators.firestore.host, emulators.firestore.port);
    connectStorageEmulator(services.storage, emulators.storage.host, emulators.storage.port);
    connectFunctionsEmulator(services.functions, emulators.functions.host, emulators.functions.port);
  }
  return services;
}

/** The app's one set of Firebase services, configured from the validated env. */
export const firebase = createFirebaseServices(env);
