const ignore = () => undefined;

/**
 * A matchMedia for jsdom that evaluates min-width/max-width against window.innerWidth (1024 by default,
 * i.e. a desktop) and answers false to everything else, such as prefers-color-scheme.
 */
export function installMatchMedia(): void {
  const matchMedia = (query: string) => ({
    media: query,
    matches: matchesWidth(query, window.innerWidth),
    onchange: null,
    // The deprecated addListener/removeListener stay because some libraries still call them.
    addListener: ignore,
    removeListener: ignore,
    addEventListener: ignore,
    removeEventListener: ignore,
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}

export function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, pixels]) =>
    bound === 'min' ? width >= Number(pixels) : width <= Number(pixels),
  );
}
