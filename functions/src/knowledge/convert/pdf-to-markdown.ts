// PDF → Markdown with pdfjs-dist's legacy build (the one that runs in Node): text per page, lines from
// the text layer's end-of-line marks, and lines set clearly larger than the body text as headings.
// A PDF without a text layer (a scan) yields no text and is reported as such, not as an empty document.
// docs/knowledge-base.md#conversion
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loaded: Promise<PdfJs> | null = null;

/**
 * Loads pdf.js once, with its worker in this thread: Node has no web workers, and handing pdf.js the
 * worker module up front (globalThis.pdfjsWorker) avoids its import by relative path, which a bundle
 * would break.
 */
function pdfjs(): Promise<PdfJs> {
  loaded ??= (async () => {
    // A specifier in a variable: the worker module has no types, and pdf.js only needs it handed back.
    const workerModule: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
    const worker: unknown = await import(workerModule);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loaded;
}

/** Where pdf.js finds the 14 standard fonts' metrics (else it warns on every PDF that uses them). */
function standardFontDataUrl(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('pdfjs-dist/package.json');
  return pathToFileURL(pkg.replace(/package\.json$/, 'standard_fonts/')).href;
}

interface Line {
  text: string;
  size: number;
}

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item;
}

/** A page's lines, each with the largest font size on it. */
function linesOf(items: readonly unknown[]): Line[] {
  const lines: Line[] = [];
  let text = '';
  let size = 0;
  const flush = () => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (trimmed) lines.push({ text: trimmed, size });
    text = '';
    size = 0;
  };
  for (const item of items) {
    if (!isTextItem(item)) continue;
    text += item.str;
    size = Math.max(size, Math.abs(Number(item.transform[3] ?? item.height)));
    if (item.hasEOL) flush();
  }
  flush();
  return lines;
}

/** The most common font size, weighted by characters: the body text's. */
function bodySize(lines: readonly Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size);
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, w] of weight) {
    if (w > bestWeight) [best, bestWeight] = [size, w];
  }
  return best;
}

function headingLevel(line: Line, body: number): 0 | 1 | 2 | 3 {
  if (body === 0 || line.text.length > 120) return 0;
  const ratio = line.size / body;
  if (ratio >= 1.8) return 1;
  if (ratio >= 1.4) return 2;
  if (ratio >= 1.2) return 3;
  return 0;
}

/** Lines to Markdown: headings as `#`, bullet glyphs as list items, other lines joined into paragraphs. */
function toMarkdown(pages: readonly Line[][]): string {
  const body = bodySize(pages.flat());
  const blocks: string[] = [];
  for (const lines of pages) {
    let paragraph: string[] = [];
    const endParagraph = () => {
      if (paragraph.length > 0) blocks.push(paragraph.join(' '));
      paragraph = [];
    };
    for (const line of lines) {
      const level = headingLevel(line, body);
      const bullet = /^[•▪◦●·\-–*]\s+(.*)$/.exec(line.text);
      if (level > 0) {
        endParagraph();
        blocks.push(`${'#'.repeat(level)} ${line.text}`);
      } else if (bullet) {
        endParagraph();
        blocks.push(`- ${bullet[1] ?? ''}`);
      } else {
        paragraph.push(line.text);
        if (/[.!?:]$/.test(line.text)) endParagraph();
      }
    }
    endParagraph();
  }
  // Consecutive list items form one list.
  return blocks.join('\n\n').replace(/^(- .*)\n\n(?=- )/gm, '$1\n');
}

export interface PdfConversion {
  markdown: string;
  pages: number;
  /** No page had a text layer: a scanned PDF, which needs OCR this service does not do. */
  noTextLayer: boolean;
}

/** Extracts a PDF's text as Markdown. Throws on a file that is not a readable PDF. */
export async function pdfToMarkdown(bytes: Uint8Array): Promise<PdfConversion> {
  const { getDocument } = await pdfjs();
  const task = getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    standardFontDataUrl: standardFontDataUrl(),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  const document = await task.promise;
  try {
    const pages: Line[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(linesOf(content.items));
      page.cleanup();
    }
    const markdown = toMarkdown(pages);
    return { markdown, pages: document.numPages, noTextLayer: markdown.trim() === '' };
  } finally {
    await task.destroy();
  }
}
