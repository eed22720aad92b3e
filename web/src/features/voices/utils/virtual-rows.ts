/** The slice of rows a fixed-height scroll box must draw. */
export interface RowWindow {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

/**
 * Which rows of a list with equal row heights are on screen at `scrollTop`, plus `overscan` rows on
 * each side so fast scrolling and keyboard focus never land on a blank strip.
 */
export function visibleRows(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  total: number,
  overscan = 4,
): RowWindow {
  const top = Math.max(0, scrollTop);
  const start = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const end = Math.min(total, Math.ceil((top + viewportHeight) / rowHeight) + overscan);
  return { start, end: Math.max(start, end) };
}
