/**
 * Test-side reader of WebChannel chunk framing, written the way the browser client reads it: by
 * UTF-16 length, so a wrong length in the server's framing shows up as a parse failure.
 */
export function parseChunks(text: string): { chunks: unknown[]; rest: string } {
  const chunks: unknown[] = [];
  let offset = 0;
  for (;;) {
    const newline = text.indexOf('\n', offset);
    if (newline === -1) break;
    const header = text.slice(offset, newline);
    if (!/^\d+$/.test(header)) throw new Error(`Bad chunk header ${JSON.stringify(header)}`);
    const end = newline + 1 + Number(header);
    if (end > text.length) break;
    chunks.push(JSON.parse(text.slice(newline + 1, end)));
    offset = end;
  }
  return { chunks, rest: text.slice(offset) };
}

/** Parses a complete response that must consist of whole chunks only. */
export function parseCompleteChunks(text: string): unknown[] {
  const { chunks, rest } = parseChunks(text);
  if (rest !== '')
    throw new Error(`Incomplete chunk at end of response: ${JSON.stringify(rest.slice(0, 80))}`);
  return chunks;
}
