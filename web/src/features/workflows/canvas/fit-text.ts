// Text cut to a width with an ellipsis, measured as the browser will draw it. The canvas' steps draw
// their texts without `overflow: hidden` (which CSS's own ellipsis needs): every clip is a node of
// Chromium's paint property trees, and its compositing update walks them all on every frame of a drag
// (docs/workflows.md, "The editor", Figures).

/** The width a text takes when drawn, in CSS pixels. */
export type MeasureText = (text: string) => number;

const ELLIPSIS = '…';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** `text` when it fits `width`, else its longest start (whole characters) that fits with an ellipsis. */
export function fitText(text: string, width: number, measure: MeasureText): string {
  if (measure(text) <= width) return text;
  const parts = Array.from(graphemes.segment(text), ({ segment }) => segment);
  const cut = (kept: number) => `${parts.slice(0, kept).join('').trimEnd()}${ELLIPSIS}`;
  // The most characters kept such that the cut text still fits: a binary search over the count.
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(cut(middle)) <= width) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}

/** Texts already fitted, by font, width and text: a drag or a re-render measures nothing again. */
const fitted = new Map<string, string>();
/** Bounded, since every keystroke in a label is a new text; cleared whole when full. */
const FITTED_LIMIT = 5000;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

function measuringContext(): OffscreenCanvasRenderingContext2D | null {
  // jsdom has no canvas: there the text is drawn whole.
  context ??= typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  return context;
}

/** `fitText` measured in `font` (a CSS font shorthand: weight, size in px, family) on a canvas. */
export function fitTextInFont(text: string, width: number, font: string): string {
  const canvas = measuringContext();
  if (!canvas) return text;
  const key = `${font}\u0000${String(width)}\u0000${text}`;
  const known = fitted.get(key);
  if (known !== undefined) return known;
  canvas.font = font;
  const result = fitText(text, width, (candidate) => canvas.measureText(candidate).width);
  if (fitted.size >= FITTED_LIMIT) fitted.clear();
  fitted.set(key, result);
  return result;
}
