import type { Plugin } from 'vite';

const STUB_ID = '\0parley:reactfire-no-realtime-database';
const EXPORTS = ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'];

/**
 * Parley keeps its data in Firestore and never uses the Realtime Database, but reactfire's single
 * bundle builds a lookup table of Realtime Database listeners at load time, which makes every bundler
 * keep the whole SDK (~30 KB gz) on every signed-in page. For imports from reactfire only, this swaps
 * `firebase/database` for a stub whose functions fail loudly, should a reactfire database hook ever be
 * called.
 */
export function reactfireWithoutRealtimeDatabase(): Plugin {
  return {
    name: 'parley:reactfire-without-realtime-database',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'firebase/database' && importer && /[\\/]reactfire[\\/]/.test(importer)) return STUB_ID;
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      const fail =
        "() => { throw new Error('The Realtime Database is not part of Parley: use Firestore.'); }";
      return EXPORTS.map((name) => `export const ${name} = ${fail};`).join('\n');
    },
  };
}
