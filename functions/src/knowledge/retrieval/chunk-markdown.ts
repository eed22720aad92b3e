// Markdown → retrieval chunks: split at headings into sections (each chunk carries its heading path,
// so "Pricing › Support plan" still says what a passage is about), then pack paragraphs into chunks of
// about CHUNK_TARGET characters, with the tail of the previous chunk repeated at the start of the next
// so a sentence cut at a boundary is still found whole. docs/knowledge-base.md#chunking

export const CHUNK_TARGET = 800;
export const CHUNK_OVERLAP = 120;

export interface MarkdownChunk {
  /** Headings above the passage, outermost first. */
  headings: string[];
  text: string;
  /** Position in the document, from 0. */
  order: number;
}

interface Section {
  headings: string[];
  paragraphs: string[];
}

function sections(markdown: string): Section[] {
  const result: Section[] = [];
  const stack: string[] = [];
  let current: Section = { headings: [], paragraphs: [] };
  let paragraph: string[] = [];
  let inFence = false;
  const endParagraph = () => {
    const text = paragraph.join('\n').trim();
    if (text) current.paragraphs.push(text);
    paragraph = [];
  };
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      endParagraph();
      if (current.paragraphs.length > 0) result.push(current);
      const level = heading[1]?.length ?? 1;
      stack.length = Math.min(stack.length, level - 1);
      stack[level - 1] = heading[2] ?? '';
      current = { headings: stack.filter(Boolean), paragraphs: [] };
    } else if (line.trim() === '' && !inFence) {
      endParagraph();
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  if (current.paragraphs.length > 0) result.push(current);
  return result;
}

/** Splits text longer than `size` at sentence ends, else at spaces. */
function splitLong(text: string, size: number): string[] {
  if (text.length <= size) return [text];
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > size) {
    const window = rest.slice(0, size);
    const sentenceEnd = Math.max(window.lastIndexOf('. '), window.lastIndexOf('\n'));
    const space = window.lastIndexOf(' ');
    const cut = sentenceEnd > size / 2 ? sentenceEnd + 1 : space > size / 2 ? space : size;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The end of `text`, at most `size` characters, starting at a word. */
function tail(text: string, size: number): string {
  if (text.length <= size) return text;
  const cut = text.slice(-size);
  const space = cut.indexOf(' ');
  return space === -1 ? cut : cut.slice(space + 1);
}

export function chunkMarkdown(
  markdown: string,
  target: number = CHUNK_TARGET,
  overlap: number = CHUNK_OVERLAP,
): MarkdownChunk[] {
  const chunks: MarkdownChunk[] = [];
  for (const section of sections(markdown)) {
    const pieces = section.paragraphs.flatMap((paragraph) => splitLong(paragraph, target));
    let buffer = '';
    let previous = '';
    const emit = () => {
      if (!buffer) return;
      const text = previous ? `${tail(previous, overlap)} … ${buffer}` : buffer;
      chunks.push({ headings: section.headings, text, order: chunks.length });
      previous = buffer;
      buffer = '';
    };
    for (const piece of pieces) {
      if (buffer && buffer.length + piece.length + 2 > target) emit();
      buffer = buffer ? `${buffer}\n\n${piece}` : piece;
    }
    emit();
  }
  return chunks;
}
