/** Methods of rules.String and rules.Bytes. */
import { arg, arity, asString, type MethodTable } from './args.ts';
import { compileRegex } from './regex.ts';

/** The replacement text of `replace` is literal except `\N`, which inserts capture group N. */
function expandReplacement(template: string, match: readonly (string | undefined)[]): string {
  return template.replace(/\\(\d)|\\\\/g, (whole, group: string | undefined) =>
    group === undefined ? '\\' : (match[Number(group)] ?? ''),
  );
}

export const stringMethods: MethodTable<string> = {
  size: (s, args) => {
    arity('size', args, 0);
    return BigInt(Array.from(s).length);
  },
  lower: (s, args) => {
    arity('lower', args, 0);
    return s.toLowerCase();
  },
  upper: (s, args) => {
    arity('upper', args, 0);
    return s.toUpperCase();
  },
  trim: (s, args) => {
    arity('trim', args, 0);
    return s.trim();
  },
  matches: (s, args) => {
    arity('matches', args, 1);
    return compileRegex(asString('matches', arg(args, 0)), true).test(s);
  },
  replace: (s, args) => {
    arity('replace', args, 2);
    const regex = compileRegex(asString('replace', arg(args, 0)), false, true);
    const template = asString('replace', arg(args, 1));
    let result = '';
    let copiedUpTo = 0;
    for (const match of s.matchAll(regex)) {
      result += s.slice(copiedUpTo, match.index) + expandReplacement(template, match);
      copiedUpTo = match.index + match[0].length;
    }
    return result + s.slice(copiedUpTo);
  },
  split: (s, args) => {
    arity('split', args, 1);
    return s.split(compileRegex(asString('split', arg(args, 0)), false, true));
  },
  toUtf8: (s, args) => {
    arity('toUtf8', args, 0);
    return new TextEncoder().encode(s);
  },
};

export const bytesMethods: MethodTable<Uint8Array> = {
  size: (b, args) => {
    arity('size', args, 0);
    return BigInt(b.length);
  },
  toBase64: (b, args) => {
    arity('toBase64', args, 0);
    // base64url alphabet, as the rules reference specifies.
    return Buffer.from(b).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
  },
  toHexString: (b, args) => {
    arity('toHexString', args, 0);
    return Buffer.from(b).toString('hex').toUpperCase();
  },
};
