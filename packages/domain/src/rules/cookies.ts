// Sidebar and pinned-state cookies, set on sign-in and sign-up.
import { PINNED_COOKIE_NAME, SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from '../constants';

/** A `document.cookie` assignment for the sidebar (open) or pinned state, lasting 30 days. */
export function layoutCookie(which: 'sidebar' | 'pinned', value: boolean): string {
  const name = which === 'sidebar' ? SIDEBAR_COOKIE_NAME : PINNED_COOKIE_NAME;
  return `${name}=${String(value)}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
