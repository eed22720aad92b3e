import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
  };
};
const getWidth = () => window.innerWidth;

/** The window's inner width, kept current on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, getWidth);
}
