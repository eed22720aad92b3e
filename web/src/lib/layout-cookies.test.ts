import { PINNED_COOKIE_NAME, SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from '@parley/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLayoutCookies } from '../testing/cookies';
import { readLayoutPreferences, refreshLayoutCookies, writeLayoutCookie } from './layout-cookies';

afterEach(() => {
  clearLayoutCookies();
  vi.restoreAllMocks();
});

describe('layout cookies', () => {
  it('defaults to an open, pinned sidebar when there are no cookies', () => {
    expect(readLayoutPreferences('')).toEqual({ sidebarOpen: true, pinned: true });
  });

  it('reads both states and ignores odd values', () => {
    expect(readLayoutPreferences(`a=1; ${SIDEBAR_COOKIE_NAME}=false; ${PINNED_COOKIE_NAME}=false`)).toEqual({
      sidebarOpen: false,
      pinned: false,
    });
    expect(readLayoutPreferences(`${SIDEBAR_COOKIE_NAME}=maybe`).sidebarOpen).toBe(true);
  });

  it('writes each state for 30 days', () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');

    writeLayoutCookie('sidebar', false);

    expect(setCookie).toHaveBeenCalledWith(expect.stringContaining(`${SIDEBAR_COOKIE_NAME}=false`));
    expect(setCookie).toHaveBeenCalledWith(
      expect.stringContaining(`max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}`),
    );
  });

  it('sets both cookies on sign-in, keeping the current choices', () => {
    writeLayoutCookie('pinned', false);
    const setCookie = vi.spyOn(document, 'cookie', 'set');

    refreshLayoutCookies();

    expect(setCookie).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${SIDEBAR_COOKIE_NAME}=true;`)),
    );
    expect(setCookie).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${PINNED_COOKIE_NAME}=false;`)),
    );
  });
});
