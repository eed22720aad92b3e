// A minimal PDF writer for tests and the bench: pages of text lines in Helvetica at chosen sizes, with a
// real text layer, so conversion is tested on PDFs built here rather than on binary files checked in.

export interface PdfLine {
  text: string;
  /** Font size in points; the body text is 11. */
  size?: number;
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

function pageStream(lines: readonly PdfLine[]): string {
  const parts: string[] = ['BT'];
  let y = 800;
  for (const { text, size = 11 } of lines) {
    y -= size * 1.6;
    parts.push(`/F1 ${String(size)} Tf`, `1 0 0 1 50 ${y.toFixed(1)} Tm`, `(${escapePdfString(text)}) Tj`);
  }
  parts.push('ET');
  return parts.join('\n');
}

/** A PDF with one page per entry of `pages`. Latin-1 text only. */
export function buildPdf(pages: readonly (readonly PdfLine[])[]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${String(id)} 0 R`).join(' ')}] /Count ${String(pages.length)} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, index) => {
    const pageId = 4 + index * 2;
    const stream = pageStream(lines);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${String(pageId + 1)} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${String(Buffer.byteLength(stream, 'latin1'))} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${String(id)} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${String(objects.length)}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) {
    out += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${String(objects.length)} /Root 1 0 R >>\nstartxref\n${String(xrefAt)}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
