import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';
import { createFirebaseCore } from './firebase';
import { firestoreOf } from './firebase-firestore';

describe('createFirebaseCore', () => {
  it('points Auth at the emulator when the env asks for emulators', () => {
    const core = createFirebaseCore(
      parseEnv({ VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }),
      'with-emulators',
    );

    expect(core.app.options.projectId).toBe('demo-parley');
    expect(core.auth.emulatorConfig).toMatchObject({ host: '127.0.0.1', port: 9199 });
  });

  it('talks to the real services when emulators are off', () => {
    const core = createFirebaseCore(
      parseEnv({ VITE_FIREBASE_PROJECT_ID: 'parley-prod' }),
      'without-emulators',
    );

    expect(core.auth.emulatorConfig).toBeNull();
  });
});

describe('lazily reached SDKs', () => {
  it('create one Firestore per app, pointed at its emulator once, however often they are asked for', () => {
    const core = createFirebaseCore(
      parseEnv({ VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9180' }),
      'lazy-firestore',
    );

    const first = firestoreOf(core);
    // A second connectFirestoreEmulator on a used instance would throw: asking again must not connect again.
    expect(firestoreOf(core)).toBe(first);
    expect(first.app).toBe(core.app);
    expect(first.toJSON()).toMatchObject({ settings: { host: '127.0.0.1:9180' } });
  });
});
