import { setTimeout as sleep } from 'node:timers/promises';
import * as functions from 'firebase-functions/v1';
import { provisionUser } from './provision-user';

/**
 * How long the trigger leaves the web to provision a new user through POST /user/new, which carries the
 * browser's pending invite, before it makes their personal organisation itself. The web calls it right
 * after sign-up, so seconds would do; the margin covers a slow network.
 */
export const PERSONAL_ORG_FALLBACK_DELAY_MS = 30_000;

type CreatedUser = Pick<functions.auth.UserRecord, 'uid' | 'email' | 'displayName' | 'phoneNumber'>;

/**
 * Provisions a just-created Auth user so no one is left without a profile: the profile at once, and
 * after `delayMs` the personal organisation, only if they are still in none by then (POST /user/new
 * joined an invite or made it already) and no private invite to them is pending. A public invite link's
 * token is only in the browser, so creating the organisation at once would leave an invited user with
 * an extra 'My Org'. Idempotent: replays and races with POST /user/new leave one profile, one org.
 */
export async function provisionCreatedUser(user: CreatedUser, delayMs = PERSONAL_ORG_FALLBACK_DELAY_MS) {
  const input = {
    uid: user.uid,
    email: user.email ?? null,
    displayName: user.displayName ?? null,
    phoneNumber: user.phoneNumber ?? null,
  };
  await provisionUser({ ...input, via: 'auth-trigger' });
  await sleep(delayMs);
  await provisionUser({ ...input, via: 'auth-fallback' });
}

/** Auth user created (v1 trigger; the Auth emulator fires it). Waits out the fallback delay, hence the timeout. */
export const onAuthUserCreated = functions
  .runWith({ timeoutSeconds: 120 })
  .auth.user()
  .onCreate((user) => provisionCreatedUser(user));
