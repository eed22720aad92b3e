import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

/**
 * The Admin SDK app, created on first use rather than at import, so loading the bundle for deploy
 * analysis (and cold starts of functions that never touch Admin) stays cheap.
 */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}
