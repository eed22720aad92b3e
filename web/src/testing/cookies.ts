import { PINNED_COOKIE_NAME, SIDEBAR_COOKIE_NAME } from '@parley/domain';

/** Removes the sidebar and pinned cookies, so each test starts as a first visit. */
export function clearLayoutCookies(): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
  document.cookie = `${PINNED_COOKIE_NAME}=; path=/; max-age=0`;
}
