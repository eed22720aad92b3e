// The one entry point of conversion: any knowledge-base file → Markdown (`contentMD`) and plain text
// (`content`). docs/knowledge-base.md#conversion
import type { KbDocumentKind } from '@parley/domain';
import { docxToMarkdown } from './docx-to-markdown';
import { htmlToMarkdown } from './html-to-markdown';
import { markdownToText } from './markdown-to-text';
import { pdfToMarkdown } from './pdf-to-markdown';

export interface Converted {
  contentMD: string;
  content: string;
}

/** Why a file could not be converted: shown to the user on the failed document. */
export class ConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConversionError';
  }
}

function decodeText(bytes: Uint8Array): string {
  // A UTF-8 byte-order mark is not content.
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

async function toMarkdown(kind: KbDocumentKind, bytes: Uint8Array): Promise<string> {
  switch (kind) {
    case 'pdf': {
      const pdf = await pdfToMarkdown(bytes).catch((error: unknown) => {
        throw new ConversionError(`This PDF could not be read: ${(error as Error).message}`);
      });
      if (pdf.noTextLayer) {
        throw new ConversionError('This PDF has no text layer (a scan?); upload a PDF with selectable text.');
      }
      return pdf.markdown;
    }
    case 'docx':
      return docxToMarkdown(bytes).catch((error: unknown) => {
        throw new ConversionError(`This Word document could not be read: ${(error as Error).message}`);
      });
    case 'html':
      return htmlToMarkdown(decodeText(bytes));
    case 'markdown':
      return decodeText(bytes).trim();
    case 'text':
      return decodeText(bytes).replace(/\r\n?/g, '\n').trim();
  }
}

/** Converts a file of a known kind; throws ConversionError with a reason the user can act on. */
export async function convertDocument(kind: KbDocumentKind, bytes: Uint8Array): Promise<Converted> {
  const contentMD = await toMarkdown(kind, bytes);
  if (contentMD.trim() === '') throw new ConversionError('This document has no text.');
  return { contentMD, content: kind === 'text' ? contentMD : markdownToText(contentMD) };
}
