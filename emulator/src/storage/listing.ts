export interface ListOptions {
  prefix: string;
  /** '' lists recursively; '/' groups deeper names into prefixes, as both SDKs ask. */
  delimiter: string;
  pageToken?: string | undefined;
  maxResults?: number | undefined;
}

export interface ListPage {
  /** Object names on this page. */
  items: string[];
  /** Sub-prefixes (each ending with the delimiter) on this page. */
  prefixes: string[];
  nextPageToken?: string;
}

export const DEFAULT_MAX_RESULTS = 1000;

/**
 * GCS list semantics over a set of names: names under `prefix`, names with the delimiter after the
 * prefix collapsed into one prefix each, items and prefixes paged together in name order. Page tokens
 * are opaque to clients: the last entry returned, base64url encoded.
 */
export function listNames(names: Iterable<string>, options: ListOptions): ListPage {
  const entries = new Map<string, 'item' | 'prefix'>();
  for (const name of names) {
    if (!name.startsWith(options.prefix)) continue;
    const rest = name.slice(options.prefix.length);
    const cut = options.delimiter ? rest.indexOf(options.delimiter) : -1;
    if (cut === -1) entries.set(name, 'item');
    else entries.set(options.prefix + rest.slice(0, cut + options.delimiter.length), 'prefix');
  }
  const after = options.pageToken ? Buffer.from(options.pageToken, 'base64url').toString('utf8') : null;
  const ordered = [...entries.keys()]
    .sort(compareNames)
    .filter((key) => after === null || compareNames(key, after) > 0);
  const limit = options.maxResults && options.maxResults > 0 ? options.maxResults : DEFAULT_MAX_RESULTS;
  const page = ordered.slice(0, limit);
  const result: ListPage = {
    items: page.filter((key) => entries.get(key) === 'item'),
    prefixes: page.filter((key) => entries.get(key) === 'prefix'),
  };
  const last = page.at(-1);
  if (ordered.length > limit && last !== undefined)
    result.nextPageToken = Buffer.from(last).toString('base64url');
  return result;
}

/** GCS orders names by their UTF-8 bytes, not by UTF-16 code units. */
function compareNames(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
