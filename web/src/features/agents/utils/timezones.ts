/** Whether the runtime knows this IANA timezone. */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

let cached: readonly string[] | null = null;

/** Every timezone the browser supports, UTC first (some engines leave UTC out of the list). */
export function timeZoneOptions(): readonly string[] {
  if (cached) return cached;
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  cached = ['UTC', ...supported.filter((zone) => zone !== 'UTC')];
  return cached;
}
