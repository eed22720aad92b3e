import { useCallback, useState } from 'react';
import { readLayoutPreferences, writeLayoutCookie, type LayoutPreferences } from '../../lib/layout-cookies';

/** The sidebar's open and pinned states, read from and written to their 30-day cookies. */
export function useLayoutPreferences() {
  const [preferences, setPreferences] = useState<LayoutPreferences>(() => readLayoutPreferences());
  const setSidebarOpen = useCallback((sidebarOpen: boolean) => {
    writeLayoutCookie('sidebar', sidebarOpen);
    setPreferences((current) => ({ ...current, sidebarOpen }));
  }, []);
  const setPinned = useCallback((pinned: boolean) => {
    writeLayoutCookie('pinned', pinned);
    setPreferences((current) => ({ ...current, pinned }));
  }, []);
  return { ...preferences, setSidebarOpen, setPinned };
}
