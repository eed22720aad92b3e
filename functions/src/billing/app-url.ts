import type { Request } from 'firebase-functions/https';

/**
 * The web app's origin, where Stripe sends the browser back: PARLEY_APP_URL when the deployment sets
 * it; else the calling page's Origin (the app itself: the API answers only bearer-token callers).
 */
export function appUrl(req: Request): string {
  const configured = process.env.PARLEY_APP_URL?.trim();
  const origin = configured || req.get('origin') || 'http://localhost:5173';
  return origin.replace(/\/+$/, '');
}
