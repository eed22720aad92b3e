import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../testing/pdf-fixture';
import { ConversionError, convertDocument } from './convert-document';
import { htmlToMarkdown } from './html-to-markdown';

async function buildDocx(): Promise<Uint8Array> {
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Returns policy', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('Items can be returned within 30 days.')] }),
          new Paragraph({ text: 'What we accept', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Unworn shoes in their box', bullet: { level: 0 } }),
          new Paragraph({ text: 'Gift cards never', bullet: { level: 0 } }),
          new Table({
            rows: [
              new TableRow({ children: [cell('Plan'), cell('Price')] }),
              new TableRow({ children: [cell('Basic'), cell('$10')] }),
              new TableRow({ children: [cell('Pro'), cell('$25')] }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const PAGE_WITH_BOILERPLATE = `<!doctype html><html><head><title>Opening hours</title>
<style>body{color:red}</style><script>track()</script></head><body>
<header><a href="/">Home</a> <a href="/shop">Shop</a></header>
<nav><ul><li><a href="/a">Menu item A</a></li><li><a href="/b">Menu item B</a></li></ul></nav>
<main><h1>Opening hours</h1><p>We are open <strong>Monday to Friday</strong>, 9am to 6pm.</p>
<h2>Holidays</h2><ol><li>Closed on Christmas Day</li><li>Half day on New Year's Eve</li></ol>
<table><tr><th>Day</th><th>Hours</th></tr><tr><td>Saturday</td><td>10–14</td></tr></table></main>
<aside>Subscribe to our newsletter</aside><div role="navigation">Breadcrumbs here</div>
<footer>© 2026 Shoe Shop · Privacy</footer></body></html>`;

describe('convertDocument', () => {
  it('converts a multi-page PDF, larger lines becoming headings, every page kept', async () => {
    const pdf = buildPdf([
      [
        { text: 'Pricing', size: 24 },
        { text: 'Our basic plan costs ten dollars a month.' },
        { text: 'Support', size: 16 },
        { text: 'Email support answers within one day.' },
      ],
      [{ text: 'Delivery', size: 24 }, { text: 'We ship to every state within three days.' }],
    ]);

    const { contentMD, content } = await convertDocument('pdf', pdf);

    expect(contentMD).toContain('# Pricing');
    expect(contentMD).toContain('## Support');
    expect(contentMD).toContain('# Delivery');
    expect(contentMD).toContain('We ship to every state within three days.');
    expect(content).not.toContain('#');
    expect(content).toContain('Our basic plan costs ten dollars a month.');
  });

  it('refuses a PDF without text and a file that is not a PDF, with a reason', async () => {
    await expect(convertDocument('pdf', buildPdf([[]]))).rejects.toThrow(/no text layer/);
    await expect(convertDocument('pdf', new TextEncoder().encode('not a pdf'))).rejects.toBeInstanceOf(
      ConversionError,
    );
  });

  it('converts a DOCX keeping headings, lists and the table with a header row', async () => {
    const { contentMD } = await convertDocument('docx', await buildDocx());

    expect(contentMD).toMatch(/^# Returns policy$/m);
    expect(contentMD).toMatch(/^## What we accept$/m);
    expect(contentMD).toMatch(/^- Unworn shoes in their box$/m);
    expect(contentMD).toMatch(/^\| Plan \| Price \|$/m);
    expect(contentMD).toMatch(/^\| -+ \| -+ \|$/m);
    expect(contentMD).toMatch(/^\| Pro \| \$25 \|$/m);
  });

  it('converts HTML without its navigation, header, footer, sidebar, scripts and styles', async () => {
    const { contentMD, content } = await convertDocument(
      'html',
      new TextEncoder().encode(PAGE_WITH_BOILERPLATE),
    );

    expect(contentMD).toMatch(/^# Opening hours$/m);
    expect(contentMD).toContain('We are open **Monday to Friday**, 9am to 6pm.');
    expect(contentMD).toMatch(/^1\. +Closed on Christmas Day$/m);
    expect(contentMD).toMatch(/^\| Saturday \| 10–14 \|$/m);
    for (const boilerplate of [
      'Menu item',
      'Shop',
      'newsletter',
      'Privacy',
      'track()',
      'color:red',
      'Breadcrumbs',
    ]) {
      expect(contentMD).not.toContain(boilerplate);
    }
    expect(content).toContain('We are open Monday to Friday, 9am to 6pm.');
  });

  it('keeps only the main content of a crawled page when asked', () => {
    const page = '<body><div>Cookie banner text</div><main><h1>Prices</h1><p>Ten dollars.</p></main></body>';
    expect(htmlToMarkdown(page, { mainOnly: true })).toBe('# Prices\n\nTen dollars.');
    expect(htmlToMarkdown(page)).toContain('Cookie banner text');
  });

  it('passes Markdown and text through, and refuses an empty file', async () => {
    const md = '# Hours\n\n- Mon 9–5\n';
    expect((await convertDocument('markdown', new TextEncoder().encode(`\uFEFF${md}`))).contentMD).toBe(
      md.trim(),
    );
    expect((await convertDocument('text', new TextEncoder().encode('a\r\nb'))).content).toBe('a\nb');
    await expect(convertDocument('text', new Uint8Array())).rejects.toThrow('This document has no text.');
  });
});
