import type { JsonObject } from '../api.ts';
import { invalidArgument } from './errors.ts';
import { arrayField, objectField, requireString } from './json.ts';
import { LimitedQueryTarget } from './listen-limited-target.ts';
import { DocumentsTarget, QueryTarget, type ListenTarget } from './listen-target.ts';
import { parseDocumentName } from './paths.ts';
import { parseQuery } from './query.ts';

/** Builds a target from an `addTarget` message (query or documents). */
export function parseTarget(id: number, target: JsonObject, database: string): ListenTarget {
  const query = objectField(target, 'query');
  if (query) {
    const parent = requireString(query, 'parent');
    const structuredQuery = objectField(query, 'structuredQuery');
    if (!structuredQuery) throw invalidArgument('A query target needs a structuredQuery');
    const parsed = parseQuery(parent, structuredQuery);
    if (parsed.database !== database) {
      throw invalidArgument(`Query parent "${parent}" is not in the listened database "${database}"`);
    }
    if (parsed.findNearest)
      throw invalidArgument('findNearest (vector search) queries cannot be listened to');
    const windowed = parsed.limit !== undefined || parsed.offset > 0;
    return windowed
      ? new LimitedQueryTarget(id, parent, structuredQuery, parsed)
      : new QueryTarget(id, parent, structuredQuery, parsed);
  }
  const documents = objectField(target, 'documents');
  if (documents) {
    const names = new Map<string, string>();
    for (const name of arrayField(documents, 'documents')) {
      if (typeof name !== 'string') throw invalidArgument('Invalid documents target entry');
      names.set(parseDocumentName(name, database).path, name);
    }
    return new DocumentsTarget(id, database, names);
  }
  throw invalidArgument('A target needs a query or documents');
}
