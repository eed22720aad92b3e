import { layoutCookie, PINNED_COOKIE_NAME, SIDEBAR_COOKIE_NAME } from '@parley/domain';

export interface LayoutPreferences {
  /** The sidebar is expanded (labels shown) rather than collapsed to icons. */
  sidebarOpen: boolean;
  /** The sidebar stays as set; unpinned, a collapsed sidebar opens while hovered or focused. */
  pinned: boolean;
}

export const DEFAULT_LAYOUT: LayoutPreferences = { sidebarOpen: true, pinned: true };

function cookieValue(cookies: string, name: string): boolean | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return null;
}

/** The sidebar and pinned states from a cookie string; a missing or odd cookie takes the default. */
export function readLayoutPreferences(cookies: string = document.cookie): LayoutPreferences {
  return {
    sidebarOpen: cookieValue(cookies, SIDEBAR_COOKIE_NAME) ?? DEFAULT_LAYOUT.sidebarOpen,
    pinned: cookieValue(cookies, PINNED_COOKIE_NAME) ?? DEFAULT_LAYOUT.pinned,
  };
}

/** Stores one of the two states in its cookie for 30 days (SIDEBAR_COOKIE_MAX_AGE_SECONDS). */
export function writeLayoutCookie(which: 'sidebar' | 'pinned', value: boolean): void {
  document.cookie = layoutCookie(which, value);
}

/**
 * Sets both cookies, as sign-in and sign-up do: the current states, or the defaults
 * for a first visit, each for another 30 days.
 */
export function refreshLayoutCookies(): void {
  const current = readLayoutPreferences();
  writeLayoutCookie('sidebar', current.sidebarOpen);
  writeLayoutCookie('pinned', current.pinned);
}
