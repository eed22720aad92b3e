import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('defaults to the demo project on the local emulators at firebase.json addresses', () => {
    const env = parseEnv({});

    expect(env.firebase.projectId).toBe('demo-parley');
    expect(env.firebase.storageBucket).toBe('demo-parley.appspot.com');
    expect(env.emulators).toEqual({
      auth: { host: '127.0.0.1', port: 9099 },
      firestore: { host: '127.0.0.1', port: 8080 },
      storage: { host: '127.0.0.1', port: 9199 },
      functions: { host: '127.0.0.1', port: 5001 },
    });
  });

  it('leaves a real project on the real services unless emulators are asked for', () => {
    expect(parseEnv({ VITE_FIREBASE_PROJECT_ID: 'parley-prod' }).emulators).toBeNull();
    expect(
      parseEnv({ VITE_FIREBASE_PROJECT_ID: 'parley-prod', VITE_USE_EMULATORS: 'true' }).emulators,
    ).not.toBeNull();
    expect(parseEnv({ VITE_USE_EMULATORS: 'false' }).emulators).toBeNull();
  });

  it('points the REST API at the functions emulator, the app origin in production, or the given URL', () => {
    expect(parseEnv({}).apiBaseUrl).toBe('http://127.0.0.1:5001/demo-parley/us-central1/api');
    // Production: Hosting rewrites the API paths to the function, so requests stay on the app's origin.
    expect(parseEnv({ VITE_FIREBASE_PROJECT_ID: 'parley-prod' }).apiBaseUrl).toBe('');
    expect(parseEnv({ VITE_API_BASE_URL: 'https://app.example.com/' }).apiBaseUrl).toBe(
      'https://app.example.com',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ VITE_FIREBASE_PROJECT_ID: '', VITE_FIREBASE_APP_ID: '' }).firebase).toEqual(
      parseEnv({}).firebase,
    );
  });

  it('reads emulator addresses as host:port', () => {
    const env = parseEnv({ VITE_FIRESTORE_EMULATOR_HOST: 'localhost:8181' });

    expect(env.emulators?.firestore).toEqual({ host: 'localhost', port: 8181 });
  });

  it('names every invalid variable when it refuses to start', () => {
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'perhaps', VITE_AUTH_EMULATOR_HOST: '9099' })).toThrow(
      /VITE_USE_EMULATORS[\s\S]*VITE_AUTH_EMULATOR_HOST|VITE_AUTH_EMULATOR_HOST[\s\S]*VITE_USE_EMULATORS/,
    );
  });

  it('has no cluster hosts without VITE_APP_HOST, so agent pages never redirect', () => {
    expect(parseEnv({}).clusterHosts).toBeNull();
    expect(parseEnv({ VITE_APP_HOST: '' }).clusterHosts).toBeNull();
  });

  it('falls back to the default host for a cluster without a host of its own', () => {
    expect(
      parseEnv({ VITE_APP_HOST: 'app.parley.ai', VITE_APP_HOST_AU: 'au.parley.ai' }).clusterHosts,
    ).toEqual({
      default: 'app.parley.ai',
      AU: 'au.parley.ai',
      ENTERPRISE: 'app.parley.ai',
    });
  });

  it('refuses a URL where a host is expected', () => {
    expect(() => parseEnv({ VITE_APP_HOST_ENTERPRISE: 'https://enterprise.parley.ai/' })).toThrow(
      /VITE_APP_HOST_ENTERPRISE/,
    );
  });
});
