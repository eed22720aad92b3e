import * as functions from 'firebase-functions/v1';
import { provisionUser } from './provision-user';

/**
 * Auth user created (v1 trigger; the Auth emulator fires it): provisions the profile and personal
 * organisation so no user is left without one, even if the web never calls POST /user/new.
 * Idempotent through provisionUser, so a replayed event changes nothing.
 */
export const onAuthUserCreated = functions.auth.user().onCreate(async (user) => {
  await provisionUser({
    uid: user.uid,
    email: user.email ?? null,
    displayName: user.displayName ?? null,
    phoneNumber: user.phoneNumber ?? null,
    via: 'auth-trigger',
  });
});
