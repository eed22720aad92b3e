/**
 * Document path patterns of Firestore triggers, matched against document paths relative to
 * `…/documents/` (docs/emulator.md#trigger-matching). Semantics follow firebase-functions' PathPattern, since
 * that is what turns the same pattern into `event.params` inside the function: `*`, `{x}` and `{x=*}` match
 * exactly one segment; `**` and `{x=**}` match zero or more segments.
 */

type Segment = { kind: 'literal'; text: string } | { kind: 'one' } | { kind: 'many' };

function parseSegment(text: string): Segment {
  if (text === '*') return { kind: 'one' };
  if (text === '**') return { kind: 'many' };
  const capture = /^\{[^}=]+(?:=(\*\*?))?\}$/.exec(text);
  if (capture) return capture[1] === '**' ? { kind: 'many' } : { kind: 'one' };
  return { kind: 'literal', text };
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** PATH_PATTERN matching (v2 `eventFilterPathPatterns.document`). */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const segments = splitPath(pattern).map(parseSegment);
  const parts = splitPath(path);
  // Iterative matching with one backtrack point per multi-segment wildcard keeps this linear-ish and
  // free of recursion depth limits on long paths.
  const match = (si: number, pi: number): boolean => {
    for (;;) {
      const segment = segments[si];
      if (segment === undefined) return pi === parts.length;
      if (segment.kind === 'many') {
        for (let take = parts.length - pi; take >= 0; take--) {
          if (match(si + 1, pi + take)) return true;
        }
        return false;
      }
      const part = parts[pi];
      if (part === undefined) return false;
      if (segment.kind === 'literal' && segment.text !== part) return false;
      si++;
      pi++;
    }
  };
  return match(0, 0);
}

/** EXACT matching: the same segments (tolerating stray slashes). */
export function matchesExact(pattern: string, path: string): boolean {
  return splitPath(pattern).join('/') === splitPath(path).join('/');
}

/**
 * v1 resources (`projects/p/databases/(default)/documents/users/{uid}`): `{x}` matches one segment;
 * everything else, project and database included, is literal.
 */
export function matchesV1Resource(resource: string, name: string): boolean {
  const segments = splitPath(resource);
  const parts = splitPath(name);
  if (segments.length !== parts.length) return false;
  return segments.every((segment, i) => /^\{[^}]+\}$/.test(segment) || segment === parts[i]);
}
