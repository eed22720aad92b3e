import type { Plugin } from 'vite';

interface Stub {
  /** The bare import to replace… */
  source: string;
  /** …only when imported from a module whose path matches this. */
  importer: RegExp;
  /** The module put in its place. */
  code: string;
}

const fail = (what: string) =>
  `() => { throw new Error(${JSON.stringify(`${what} is not part of Parley.`)}); }`;

/**
 * Parts of the Firebase SDKs that Parley never runs but bundlers must keep, because they are reached
 * from module-level code they cannot prove unused:
 * - reactfire builds a table of Realtime Database listeners at load time, which keeps the whole
 *   Realtime Database SDK (~30 KB gz) on every signed-in page; Parley keeps its data in Firestore.
 * - Firestore evaluates the regular-expression functions of its Pipelines API (regexMatch,
 *   regexContains, like) with RE2JS (~40 KB gz); Parley runs no pipelines, only ordinary queries.
 * Each import is swapped, for those importers only, for a stub that fails loudly if it is ever called.
 */
const STUBS: readonly Stub[] = [
  {
    source: 'firebase/database',
    importer: /[\\/]reactfire[\\/]/,
    code: ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue']
      .map((name) => `export const ${name} = ${fail('The Realtime Database')};`)
      .join('\n'),
  },
  {
    source: 're2js',
    importer: /[\\/]@firebase[\\/]firestore[\\/]/,
    code: `export class RE2JS { static compile = ${fail('Firestore Pipelines regular expressions')}; }`,
  },
];

const stubId = (stub: Stub) => `\0parley:stub:${stub.source}`;

export function unusedSdkParts(): Plugin {
  return {
    name: 'parley:unused-sdk-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const stub = STUBS.find((each) => each.source === source && importer && each.importer.test(importer));
      return stub ? stubId(stub) : null;
    },
    load(id) {
      return STUBS.find((stub) => stubId(stub) === id)?.code ?? null;
    },
  };
}
