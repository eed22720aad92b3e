// The web app's configuration: every VITE_ variable, checked by one schema. Kept apart from env.ts (which
// parses the running app's import.meta.env) so the build can read the same settings in Node
// (web/build/widget-script.ts).
import { localApiBaseUrl, type ClusterHosts } from '@parley/domain';
import { z } from 'zod';
import firebaseJson from '../../../firebase.json';

// Emulator addresses default to firebase.json's, so the web app and `firebase emulators:start` never drift.
const emulatorDefaults = firebaseJson.emulators;
const defaultAddress = (service: { host: string; port: number }) => `${service.host}:${service.port}`;

/** "host:port", the same format as the official FIRESTORE_EMULATOR_HOST-style variables. */
const emulatorAddress = (fallback: { host: string; port: number }) =>
  z
    .string()
    .regex(/^[^:\s]+:\d{1,5}$/, 'expected host:port')
    .default(defaultAddress(fallback))
    .transform((value) => {
      const [host = '', port = ''] = value.split(':');
      return { host, port: Number(port) };
    });

/** A bare host (and port), as the cluster redirect compares it with window.location.host. */
const appHost = z
  .string()
  .trim()
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'expected a host name, e.g. app.example.com')
  .optional();

const envSchema = z
  .object({
    VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-parley'),
    // The emulators accept any API key; a real one comes from the Firebase console for production builds.
    VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
    VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1).optional(),
    VITE_FIREBASE_APP_ID: z.string().min(1).optional(),
    VITE_FUNCTIONS_REGION: z.string().min(1).default('us-central1'),
    /** Where the REST API (the HTTPS function `api`) answers; see apiBaseUrl below for the default. */
    VITE_API_BASE_URL: z.url().optional(),
    VITE_USE_EMULATORS: z.stringbool().optional(),
    VITE_AUTH_EMULATOR_HOST: emulatorAddress(emulatorDefaults.auth),
    VITE_FIRESTORE_EMULATOR_HOST: emulatorAddress(emulatorDefaults.firestore),
    VITE_STORAGE_EMULATOR_HOST: emulatorAddress(emulatorDefaults.storage),
    VITE_FUNCTIONS_EMULATOR_HOST: emulatorAddress(emulatorDefaults.functions),
    /** The embeddable 'Learn about voice settings' video; the spec gives no address, so it is configured. */
    VITE_VOICE_SETTINGS_VIDEO_URL: z.url().optional(),
    /** The app's host per cluster: agent pages open on their cluster's host. */
    VITE_APP_HOST: appHost,
    VITE_APP_HOST_AU: appHost,
    VITE_APP_HOST_ENTERPRISE: appHost,
  })
  .transform((raw) => {
    const projectId = raw.VITE_FIREBASE_PROJECT_ID;
    // A demo- project exists only in the emulators, so it uses them unless told otherwise.
    const useEmulators = raw.VITE_USE_EMULATORS ?? projectId.startsWith('demo-');
    const emulators = useEmulators
      ? {
          auth: raw.VITE_AUTH_EMULATOR_HOST,
          firestore: raw.VITE_FIRESTORE_EMULATOR_HOST,
          storage: raw.VITE_STORAGE_EMULATOR_HOST,
          functions: raw.VITE_FUNCTIONS_EMULATOR_HOST,
        }
      : null;
    const region = raw.VITE_FUNCTIONS_REGION;
    // Locally the Functions emulator serves the `api` function; in production Hosting rewrites the API
    // paths to it, so the app's own origin ('') is the base.
    const defaultApiBaseUrl = emulators
      ? localApiBaseUrl(projectId, `${emulators.functions.host}:${emulators.functions.port}`, region)
      : '';
    // Without a default host (local runs, tests, previews) there is nothing to redirect to.
    const defaultHost = raw.VITE_APP_HOST;
    const clusterHosts: ClusterHosts | null = defaultHost
      ? {
          default: defaultHost,
          AU: raw.VITE_APP_HOST_AU ?? defaultHost,
          ENTERPRISE: raw.VITE_APP_HOST_ENTERPRISE ?? defaultHost,
        }
      : null;
    return {
      firebase: {
        projectId,
        apiKey: raw.VITE_FIREBASE_API_KEY,
        authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        storageBucket: raw.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
        ...(raw.VITE_FIREBASE_APP_ID ? { appId: raw.VITE_FIREBASE_APP_ID } : {}),
      },
      functionsRegion: region,
      apiBaseUrl: (raw.VITE_API_BASE_URL ?? defaultApiBaseUrl).replace(/\/+$/, ''),
      emulators,
      voiceSettingsVideoUrl: raw.VITE_VOICE_SETTINGS_VIDEO_URL,
      clusterHosts,
    };
  });

export type AppEnv = z.output<typeof envSchema>;
export type EmulatorAddress = NonNullable<AppEnv['emulators']>['auth'];

/** Parses Vite's env variables; throws a readable list of every bad variable so start-up fails loudly. */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  // An empty `VITE_X=` line (as left by .env.example) means "not set", so defaults still apply.
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(given);
  if (!result.success) {
    throw new Error(`Invalid environment variables:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
