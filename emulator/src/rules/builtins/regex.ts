/**
 * RE2 (the rules runtime's regex dialect) translated to an equivalent JS RegExp with the `u` flag.
 * RE2 lets any punctuation be escaped, treats unmatched `{`, `}` and `]` as literals, and has `\A`,
 * `\z`, `\Q…\E`, `(?P<name>…)`, POSIX classes and leading flag groups; JS `u` mode rejects or reads
 * several of those differently, so they are rewritten. Features RE2 lacks in JS terms are errors.
 */
import { fail } from '../errors.ts';

const POSIX_CLASSES: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`\\{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

// Unicode general categories may be written bare in JS (\p{Lu}); anything else is a script name.
const GENERAL_CATEGORY = /^(?:[CLMNPSZ][a-z&]?|Any)$/;

function codePointEscape(char: string): string {
  return `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;
}

function translateProperty(name: string, negated: boolean): string {
  const letter = negated ? 'P' : 'p';
  if (name === 'Any') return negated ? '[^\\s\\S]' : '[\\s\\S]';
  return GENERAL_CATEGORY.test(name) ? `\\${letter}{${name}}` : `\\${letter}{Script=${name}}`;
}

/** Translates one escape sequence starting at `i` (the backslash); returns [translation, next index]. */
function translateEscape(source: string, i: number, inClass: boolean): [string, number] {
  const next = source[i + 1];
  if (next === undefined) fail('Invalid regular expression: trailing backslash.');
  if ('dDwWsS'.includes(next)) return [`\\${next}`, i + 2];
  if ((next === 'b' || next === 'B') && !inClass) return [`\\${next}`, i + 2];
  if ('fnrtv'.includes(next)) return [`\\${next}`, i + 2];
  if (next === 'a') return ['\\x07', i + 2];
  if (next === 'A' && !inClass) return ['^', i + 2];
  if (next === 'z' && !inClass) return ['$', i + 2];
  if (next === 'x') {
    const braced = /^\{([0-9A-Fa-f]{1,6})\}/.exec(source.slice(i + 2));
    if (braced?.[1] !== undefined) return [`\\u{${braced[1]}}`, i + 2 + braced[0].length];
    const hex = /^[0-9A-Fa-f]{2}/.exec(source.slice(i + 2));
    if (hex) return [`\\x${hex[0]}`, i + 4];
    fail('Invalid regular expression: bad \\x escape.');
  }
  if (next === 'p' || next === 'P') {
    const braced = /^\{(\^?)([A-Za-z_]+)\}/.exec(source.slice(i + 2));
    if (braced?.[2] !== undefined) {
      return [translateProperty(braced[2], (next === 'P') !== (braced[1] === '^')), i + 2 + braced[0].length];
    }
    const single = source[i + 2];
    if (single !== undefined && /[A-Za-z]/.test(single))
      return [translateProperty(single, next === 'P'), i + 3];
    fail('Invalid regular expression: bad \\p escape.');
  }
  if (/[0-7]/.test(next)) {
    const octal = /^[0-7]{1,3}/.exec(source.slice(i + 1))?.[0] ?? next;
    if (next !== '0' && octal.length === 1)
      fail('Invalid regular expression: backreferences are not supported.');
    return [`\\u{${parseInt(octal, 8).toString(16)}}`, i + 1 + octal.length];
  }
  if (/[!-/:-@[-`{-~]/.test(next)) return [codePointEscape(next), i + 2];
  return fail(`Invalid regular expression: unknown escape \\${next}.`);
}

function translate(source: string): { pattern: string; flags: string } {
  let flags = '';
  let i = 0;
  const leadingFlags = /^\(\?([imsU]+)\)/.exec(source);
  if (leadingFlags?.[1] !== undefined) {
    if (leadingFlags[1].includes('U')) fail('Invalid regular expression: ungreedy mode is not supported.');
    flags = [...new Set(leadingFlags[1])].join('');
    i = leadingFlags[0].length;
  }
  let out = '';
  let inClass = false;
  while (i < source.length) {
    const char = source[i] ?? '';
    if (char === '\\' && source[i + 1] === 'Q') {
      const end = source.indexOf('\\E', i + 2);
      const literal = source.slice(i + 2, end === -1 ? source.length : end);
      out += Array.from(literal).map(codePointEscape).join('');
      i = end === -1 ? source.length : end + 2;
    } else if (char === '\\') {
      const [translated, next] = translateEscape(source, i, inClass);
      out += translated;
      i = next;
    } else if (inClass) {
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(source.slice(i));
      if (posix?.[2] !== undefined) {
        const range =
          POSIX_CLASSES[posix[2]] ?? fail(`Invalid regular expression: unknown class [:${posix[2]}:].`);
        if (posix[1] === '^') fail('Invalid regular expression: negated POSIX classes are not supported.');
        out += range;
        i += posix[0].length;
      } else {
        if (char === ']') inClass = false;
        out += char === '[' ? '\\[' : char;
        i++;
      }
    } else if (char === '[') {
      inClass = true;
      out += char;
      i++;
      // A `]` right after `[` or `[^` is a literal in RE2.
      if (source[i] === '^') {
        out += '^';
        i++;
      }
      if (source[i] === ']') {
        out += '\\]';
        i++;
      }
    } else if (char === '(' && source.startsWith('(?P<', i)) {
      out += '(?<';
      i += 4;
    } else if (char === '(' && source[i + 1] === '?' && !/^\(\?(?::|<[A-Za-z])/.test(source.slice(i))) {
      fail('Invalid regular expression: inline flag groups are only supported at the start.');
    } else if (char === '{') {
      const repetition = /^\{\d+(?:,\d*)?\}/.exec(source.slice(i));
      out += repetition ? repetition[0] : '\\{';
      i += repetition ? repetition[0].length : 1;
    } else if (char === '}' || char === ']') {
      out += `\\${char}`;
      i++;
    } else {
      out += char;
      i++;
    }
  }
  return { pattern: out, flags };
}

const cache = new Map<string, RegExp>();

/**
 * The compiled form of an RE2 pattern. `whole` anchors it so `matches()` tests the entire string.
 * Compiled patterns are cached; the cache is bounded because patterns can be built from data.
 */
export function compileRegex(source: string, whole: boolean, global = false): RegExp {
  const key = `${whole ? 'w' : 'p'}${global ? 'g' : ''}:${source}`;
  const cached = cache.get(key);
  if (cached) {
    cached.lastIndex = 0;
    return cached;
  }
  const { pattern, flags } = translate(source);
  let regex: RegExp;
  try {
    regex = new RegExp(whole ? `^(?:${pattern})$` : pattern, `u${flags}${global ? 'g' : ''}`);
  } catch (error) {
    return fail(`Invalid regular expression: ${(error as Error).message}`);
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, regex);
  return regex;
}
