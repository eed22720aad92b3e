/**
 * Firestore orders strings by their UTF-8 bytes, i.e. by code point. JavaScript compares UTF-16 code
 * units, which disagrees only when a surrogate (U+D800–U+DFFF, part of a code point ≥ U+10000) meets a
 * BMP character ≥ U+E000. Comparing the first differing unit after moving surrogates above U+FFFF's
 * neighbours fixes exactly that case while keeping the fast native path for the common prefix.
 */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca !== cb) return codePointRank(ca) - codePointRank(cb);
  }
  return a.length - b.length;
}

/** Order-preserving remap: U+E000–U+FFFF down by 0x800, surrogates up above them. */
function codePointRank(unit: number): number {
  if (unit < 0xd800) return unit;
  if (unit < 0xe000) return unit + 0x2000;
  return unit - 0x800;
}

/** UTF-8 byte length without allocating (for size limits and storage-size accounting). */
export function utf8Length(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
