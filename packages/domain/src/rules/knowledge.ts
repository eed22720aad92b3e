// Knowledge-base figures and rules shared by the web (upload checks), storage.rules (the same figures,
// written out) and the functions (conversion, chunking, crawling). docs/knowledge-base.md

/**
 * Server-only collections of the knowledge base: retrieval chunks (t_kb_chunks, one per passage, with
 * agentId for queries and an optional embedding vector) and a website's crawled pages (the `pages`
 * subcollection of t_websites). docs/knowledge-base.md#data
 */
export const KB_CHUNKS_COLLECTION = 't_kb_chunks';
export const WEBSITE_PAGES_SUBCOLLECTION = 'pages';

/** The document kinds the knowledge base converts, by file extension. */
export const KB_DOCUMENT_KINDS = {
  pdf: { extensions: ['pdf'], contentTypes: ['application/pdf'] },
  docx: {
    extensions: ['docx'],
    contentTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  html: { extensions: ['html', 'htm'], contentTypes: ['text/html'] },
  markdown: {
    extensions: ['md', 'markdown'],
    contentTypes: ['text/markdown', 'text/x-markdown', 'text/plain'],
  },
  text: { extensions: ['txt'], contentTypes: ['text/plain'] },
} as const;

export type KbDocumentKind = keyof typeof KB_DOCUMENT_KINDS;

/** The largest document upload: 25 MB (storage.rules writes out 26214400). */
export const KB_DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** Where an agent's uploaded document lives in Storage: kb-documents/{orgId}/{agentId}/{documentId}/{file}. */
export const KB_DOCUMENTS_STORAGE_DIR = 'kb-documents';

export function kbDocumentPath(orgId: string, agentId: string, documentId: string, fileName: string): string {
  return `${KB_DOCUMENTS_STORAGE_DIR}/${orgId}/${agentId}/${documentId}/${fileName}`;
}

/**
 * The in-app link of a document or FAQ passage: the agent's Knowledge tab (the web's
 * /agent/:agentId/knowledge), naming the source in the query.
 */
export function knowledgeSourceLink(agentId: string, source: 'document' | 'faq', sourceId: string): string {
  return `/agent/${encodeURIComponent(agentId)}/knowledge?${source}=${encodeURIComponent(sourceId)}`;
}

/** The parts of a kb-documents path, or null for any other path. */
export function parseKbDocumentPath(
  path: string,
): { orgId: string; agentId: string; documentId: string; fileName: string } | null {
  const match = /^kb-documents\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) return null;
  const [, orgId = '', agentId = '', documentId = '', fileName = ''] = match;
  return { orgId, agentId, documentId, fileName };
}

/** The kind of a file by its extension, or null when the knowledge base does not take it. */
export function kbDocumentKind(fileName: string): KbDocumentKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  for (const [kind, { extensions }] of Object.entries(KB_DOCUMENT_KINDS)) {
    if ((extensions as readonly string[]).includes(extension)) return kind as KbDocumentKind;
  }
  return null;
}

/** Processing state of a document or crawled page. */
export const KB_STATUSES = ['processing', 'ready', 'failed'] as const;
export type KbStatus = (typeof KB_STATUSES)[number];

/** Crawl bounds: what a request may ask for, and the defaults when it asks nothing. */
export const CRAWL_LIMITS = {
  defaultLimit: 50,
  maxLimit: 500,
  defaultMaxDepth: 3,
  maxMaxDepth: 10,
  /** Pages fetched at once on one host, and the pause between two requests to it. */
  concurrencyPerHost: 4,
  perHostDelayMs: 100,
  /** One page: larger answers are refused, slower ones abandoned. */
  maxPageBytes: 5 * 1024 * 1024,
  pageTimeoutMs: 10_000,
  /**
   * One deadline for every fetch of a crawl (robots.txt, pages, redirects) so a hostile host cannot
   * hold it past its function's 9 minutes, and a shorter one for converting one page, which the
   * caller waits on.
   */
  crawlDeadlineMs: 8 * 60_000,
  convertDeadlineMs: 15_000,
} as const;

/**
 * Whether a URL path passes include/exclude patterns: `*` matches within a segment, `**` across
 * segments, and a pattern without a wildcard matches that path and everything under it. Excludes win;
 * with includes given, the path must match one.
 */
export function crawlPathAllowed(
  path: string,
  includePaths: readonly string[],
  excludePaths: readonly string[],
): boolean {
  const matches = (pattern: string) => globToRegExp(pattern).test(path);
  if (excludePaths.some(matches)) return false;
  return includePaths.length === 0 || includePaths.some(matches);
}

function globToRegExp(pattern: string): RegExp {
  const normalised = pattern.startsWith('/') ? pattern : `/${pattern}`;
  const hasWildcard = normalised.includes('*');
  const body = normalised
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(hasWildcard ? `^${body}$` : `^${body.replace(/\/$/, '')}(?:/.*)?$`);
}
