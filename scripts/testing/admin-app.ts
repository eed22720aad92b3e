import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { afterAll } from 'vitest';
import { getTestEnv, testBucketName } from './test-env';

/**
 * A firebase-admin app for the test project, talking to the run's emulators (the SDK reads the
 * *_EMULATOR_HOST variables the harness set). Each call makes a fresh named app, deleted after the file.
 */
export function adminApp(): App {
  const { projectId } = getTestEnv();
  const app = initializeApp({ projectId, storageBucket: testBucketName(projectId) }, `test-${randomUUID()}`);
  afterAll(() => deleteApp(app));
  return app;
}
