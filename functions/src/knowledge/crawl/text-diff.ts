// A line diff of two versions of a page's Markdown, for the re-crawl change report: the lines removed
// and added, in order, with unchanged lines left out. Longest common subsequence on lines; pages too
// long for that (the table is lines × lines) report the whole old and new text instead.

export interface DiffLine {
  op: '+' | '-';
  line: string;
}

const MAX_LINES = 2000;

export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length > MAX_LINES || b.length > MAX_LINES) {
    return [
      ...a.map((line) => ({ op: '-' as const, line })),
      ...b.map((line) => ({ op: '+' as const, line })),
    ];
  }
  // lengths[i][j]: LCS length of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = lengths[i] as Uint32Array;
    const below = lengths[i + 1] as Uint32Array;
    for (let j = b.length - 1; j >= 0; j -= 1) {
      row[j] = a[i] === b[j] ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const result: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) {
      result.push({ op: '-', line: a[i] ?? '' });
      i += 1;
    } else {
      result.push({ op: '+', line: b[j] ?? '' });
      j += 1;
    }
  }
  for (; i < a.length; i += 1) result.push({ op: '-', line: a[i] ?? '' });
  for (; j < b.length; j += 1) result.push({ op: '+', line: b[j] ?? '' });
  return result;
}
