// What the harness tells test files: where each emulator listens and which project it serves. The
// global setup passes it to workers through vitest's provide/inject; setup-env.ts turns it into the
// variables every Firebase server SDK reads.

/** `PARLEY_EMULATORS=external`: use emulators that are already running (the official suite, say). */
export const EXTERNAL = process.env.PARLEY_EMULATORS === 'external';

export interface TestEnv {
  projectId: string;
  /** host:port of each emulator. */
  firestore: string;
  storage: string;
  /** Where require*Emulator() asks the global setup to start the official emulators (not in external mode). */
  controlUrl?: string;
  /**
   * The web app's origin for this run (a port reserved by the harness, served by the e2e journeys): the
   * Functions emulator builds e-mail links with it, so a link in the outbox opens the app under test.
   */
  appBaseUrl?: string;
  /**
   * The mail outbox's origin for this run (a port reserved by the harness, served by the e2e journeys):
   * the Functions emulator sends webhook notices there (scripts/lib/outbox-webhooks.mjs).
   */
  outboxUrl?: string;
  /**
   * The fake website's origin on 127.0.0.1 (a port reserved by the harness, served beside the
   * Functions emulator): tests change its pages there; the functions crawl it as FAKE_WEBSITE_HOST.
   */
  fakeWebsiteUrl?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    parleyTestEnv: TestEnv;
  }
}

/** The variables firebase-admin, @google-cloud/* and the Functions runtime read. */
export function clientEnv(env: TestEnv): Record<string, string> {
  return {
    // Offline, google-auth-library's probe of the GCE metadata server only costs time and a warning.
    METADATA_SERVER_DETECTION: 'none',
    GCLOUD_PROJECT: env.projectId,
    PARLEY_PROJECT_ID: env.projectId,
    FIRESTORE_EMULATOR_HOST: env.firestore,
    FIREBASE_STORAGE_EMULATOR_HOST: env.storage,
    STORAGE_EMULATOR_HOST: `http://${env.storage}`,
    ...(env.controlUrl ? { PARLEY_HARNESS_URL: env.controlUrl } : {}),
    ...(env.appBaseUrl ? { APP_BASE_URL: env.appBaseUrl } : {}),
    ...(env.outboxUrl ? { PARLEY_OUTBOX_URL: env.outboxUrl } : {}),
    ...(env.fakeWebsiteUrl ? { PARLEY_FAKE_WEBSITE_URL: env.fakeWebsiteUrl } : {}),
  };
}

/** Hosts and project of the emulators this test run uses (set by the harness's global setup). */
export function getTestEnv(): TestEnv {
  const { PARLEY_PROJECT_ID, GCLOUD_PROJECT, FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST } =
    process.env;
  const projectId = PARLEY_PROJECT_ID ?? GCLOUD_PROJECT;
  if (!projectId || !FIRESTORE_EMULATOR_HOST || !FIREBASE_STORAGE_EMULATOR_HOST) {
    throw new Error(
      'The emulator harness is not set up for this test project: add globalSetup ' +
        "'@parley/scripts/testing/global-setup' and setupFiles '@parley/scripts/testing/setup-env' to its vitest config.",
    );
  }
  return {
    projectId,
    firestore: FIRESTORE_EMULATOR_HOST,
    storage: FIREBASE_STORAGE_EMULATOR_HOST,
    ...(process.env.PARLEY_HARNESS_URL ? { controlUrl: process.env.PARLEY_HARNESS_URL } : {}),
    ...(process.env.APP_BASE_URL ? { appBaseUrl: process.env.APP_BASE_URL } : {}),
    ...(process.env.PARLEY_OUTBOX_URL ? { outboxUrl: process.env.PARLEY_OUTBOX_URL } : {}),
    ...(process.env.PARLEY_FAKE_WEBSITE_URL ? { fakeWebsiteUrl: process.env.PARLEY_FAKE_WEBSITE_URL } : {}),
  };
}

/**
 * Gives the calling test file a Firestore, Storage bucket and Auth project of its own for the rest of
 * the file: adminApp() and the wipes then act there. Test files run side by side (two workers on a
 * 2-core machine), so a file that wipes must call this first, at module level, or its wipe would empty
 * another file's data mid-test. Returns the run's shared project (the Functions emulator serves only
 * that one). See docs/testing.md, "Side by side".
 */
export function useOwnTestProject(projectId: string): string {
  const shared = getTestEnv().projectId;
  process.env.PARLEY_PROJECT_ID = projectId;
  process.env.GCLOUD_PROJECT = projectId;
  return shared;
}

/** The test project's default Storage bucket (firebase-admin's `<project>.appspot.com`). */
export function testBucketName(projectId: string): string {
  return `${projectId}.appspot.com`;
}
