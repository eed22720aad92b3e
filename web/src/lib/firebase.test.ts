import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { createFirebaseServices } from './firebase';

describe('createFirebaseServices', () => {
  it('points Auth at the emulator when the env asks for emulators', () => {
    const services = createFirebaseServices(
      parseEnv({ VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }),
      'with-emulators',
    );

    expect(services.app.options.projectId).toBe('demo-parley');
    expect(services.auth.emulatorConfig).toMatchObject({ host: '127.0.0.1', port: 9199 });
  });

  it('talks to the real services when emulators are off', () => {
    const services = createFirebaseServices(
      parseEnv({ VITE_FIREBASE_PROJECT_ID: 'parley-prod' }),
      'without-emulators',
    );

    expect(services.auth.emulatorConfig).toBeNull();
  });
});
