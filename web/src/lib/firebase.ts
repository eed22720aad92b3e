import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { env } from './env';
import type { AppEnv } from './env-schema';

/**
 * The Firebase app and Auth: all a signed-out visitor needs. Firestore, Storage and Functions are
 * reached through their own modules (firebase-firestore.ts, ...) so only screens that use them download
 * those SDKs: the sign-in route stays small.
 */
export interface FirebaseCore {
  app: FirebaseApp;
  auth: Auth;
  /** The env this app was configured from: emulator addresses and the Functions region. */
  config: AppEnv;
}

type Emulators = NonNullable<AppEnv['emulators']>;

/**
 * Initialises the Firebase app and Auth for one app name and, when the env asks for it, points Auth at
 * its emulator. Must run once per app name: the SDKs refuse to switch host after first use.
 */
export function createFirebaseCore(config: AppEnv, appName?: string): FirebaseCore {
  const app = initializeApp(config.firebase, appName);
  const auth = getAuth(app);
  const emulators = config.emulators;
  if (emulators) {
    connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, {
      disableWarnings: true,
    });
  }
  return { app, auth, config };
}

/**
 * A getter for one more SDK of a Firebase app: created on first use, pointed at its emulator (when the
 * env asks for emulators) exactly once, then the same instance every time.
 */
export function sdkGetter<T extends object>(
  create: (core: FirebaseCore) => T,
  connectEmulator: (sdk: T, emulators: Emulators) => void,
): (core: FirebaseCore) => T {
  const instances = new WeakMap<FirebaseCore, T>();
  return (core) => {
    const existing = instances.get(core);
    if (existing) return existing;
    const sdk = create(core);
    if (core.config.emulators) connectEmulator(sdk, core.config.emulators);
    instances.set(core, sdk);
    return sdk;
  };
}

/** The app's one Firebase app and Auth, configured from the validated env. */
export const firebase = createFirebaseCore(env);
