import { unhandledRejection } from './logs';

let guarded = false;

/**
 * The last resort behind the HTTPS and callable wrappers. A promise that rejects with no handler
 * attached ends a Node process by default, failing every other request in flight on the instance; the
 * Admin SDK did exactly that for a read-only transaction whose first read failed. This logs such a
 * rejection instead, so one request's bug never reaches another. Thrown exceptions
 * (uncaughtException) still end the process: after one its state is unknown, and the platform starts
 * a fresh instance. Installing it twice adds one listener only.
 */
export function guardProcess(): void {
  if (guarded) return;
  guarded = true;
  process.on('unhandledRejection', (reason) => {
    unhandledRejection(reason);
  });
}
