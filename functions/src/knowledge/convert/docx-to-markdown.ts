// DOCX → Markdown: mammoth turns the Word document into semantic HTML (its Markdown output is
// deprecated), then the one HTML converter makes Markdown of it. docs/knowledge-base.md#conversion
import mammoth from 'mammoth';
import { htmlToMarkdown } from './html-to-markdown';

export async function docxToMarkdown(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return htmlToMarkdown(value);
}
