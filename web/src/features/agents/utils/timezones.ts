let cached: readonly string[] | null = null;

/** Every timezone the browser supports, UTC first (some engines leave UTC out of the list). */
export function timeZoneOptions(): readonly string[] {
  if (cached) return cached;
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  cached = ['UTC', ...supported.filter((zone) => zone !== 'UTC')];
  return cached;
}
