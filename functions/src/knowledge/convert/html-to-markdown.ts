// HTML → Markdown for uploaded HTML, DOCX (through mammoth's HTML) and crawled pages: turndown with GFM
// tables, after dropping the page furniture (navigation, headers, footers, sidebars, scripts, forms)
// that would otherwise be indexed on every page of a site. docs/knowledge-base.md#conversion
import { createRequire } from 'node:module';
import TurndownService from 'turndown';

// The Joplin fork of turndown-plugin-gfm (the original is unmaintained) is CommonJS without types.
const { gfm } = createRequire(import.meta.url)('@joplin/turndown-plugin-gfm') as {
  gfm: TurndownService.Plugin;
};

/** Elements that are never content: dropped with everything inside them. */
const BOILERPLATE = [
  'nav',
  'header',
  'footer',
  'aside',
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'form',
  'button',
  'svg',
  'head',
] as const;

/** Elements whose role says the same (`<div role="navigation">`). */
const BOILERPLATE_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search']);

function createService(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '_',
  });
  service.use(gfm);
  service.remove([...BOILERPLATE]);
  service.addRule('boilerplate-role', {
    // turndown hands a DOM element; functions compile without the DOM library, so name what is used.
    filter: (node) => {
      const element = node as unknown as { getAttribute(name: string): string | null };
      return BOILERPLATE_ROLES.has((element.getAttribute('role') ?? '').toLowerCase());
    },
    replacement: () => '',
  });
  return service;
}

let shared: TurndownService | null = null;

/**
 * Word and many CMSs write tables without <th>: the GFM plugin then leaves such a table as HTML (or
 * with an empty header row). Promote each table's first row to a header row so it stays a table.
 */
function promoteFirstRowToHeader(html: string): string {
  return html.replace(/<table\b[^>]*>([\s\S]*?)<\/table>/gi, (table, inner: string) => {
    if (/<th\b/i.test(inner)) return table;
    const firstRow = /<tr\b[^>]*>([\s\S]*?)<\/tr>/i.exec(inner);
    if (!firstRow) return table;
    const headerRow = firstRow[0].replace(/<td\b/gi, '<th').replace(/<\/td>/gi, '</th>');
    const rest = inner.replace(firstRow[0], '');
    return `<table><thead>${headerRow}</thead>${rest.replace(/<\/?thead[^>]*>/gi, '')}</table>`;
  });
}

/** The main content when the page marks it (<main>, role=main, <article>), else the whole body. */
function mainContent(html: string): string {
  const marked =
    /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html) ??
    /<(\w+)\b[^>]*role=["']main["'][^>]*>([\s\S]*?)<\/\1>/i.exec(html) ??
    /<article\b[^>]*>([\s\S]*?)<\/article>/i.exec(html);
  if (!marked) return html;
  return marked[marked.length - 1] ?? html;
}

/** Tidies turndown's output: one space after list markers, no runs of blank lines, no trailing spaces. */
function tidy(markdown: string): string {
  return markdown
    .replace(/^(\s*)([-*+]|\d+\.) {2,}/gm, '$1$2 ')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface HtmlToMarkdownOptions {
  /** Keep only <main>/<article> when the page has one (crawled pages); uploads keep everything. */
  mainOnly?: boolean;
}

/** Converts an HTML document or fragment to GFM Markdown without boilerplate. */
export function htmlToMarkdown(html: string, options: HtmlToMarkdownOptions = {}): string {
  shared ??= createService();
  const body = options.mainOnly ? mainContent(html) : html;
  return tidy(shared.turndown(promoteFirstRowToHeader(body)));
}

/** The page's <title>, decoded of the few entities titles use; '' when there is none. */
export function htmlTitle(html: string): string {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (!match?.[1]) return '';
  return match[1]
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
