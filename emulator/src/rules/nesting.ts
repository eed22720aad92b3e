/**
 * Guards against inputs that would exhaust the call stack of the recursive-descent parser and of the
 * checks that walk its tree: brackets nested deeper than MAX_NESTING are reported as an issue at the
 * bracket that crosses the limit, before parsing.
 */
export const MAX_NESTING = 100;

export function findExcessiveNesting(content: string): { line: number; column: number } | null {
  let depth = 0;
  let line = 1;
  let column = 1;
  let i = 0;
  const advance = (): void => {
    if (content[i] === '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
    i++;
  };
  while (i < content.length) {
    const char = content[i];
    if (char === '/' && content[i + 1] === '/') {
      while (i < content.length && content[i] !== '\n') advance();
    } else if (char === '/' && content[i + 1] === '*') {
      while (i < content.length && !(content[i] === '*' && content[i + 1] === '/')) advance();
      advance();
      advance();
    } else if (char === "'" || char === '"') {
      advance();
      while (i < content.length && content[i] !== char && content[i] !== '\n') {
        if (content[i] === '\\') advance();
        advance();
      }
      advance();
    } else {
      if (char === '(' || char === '[' || char === '{') {
        depth++;
        if (depth > MAX_NESTING) return { line, column };
      } else if (char === ')' || char === ']' || char === '}') {
        depth = Math.max(0, depth - 1);
      }
      advance();
    }
  }
  return null;
}
