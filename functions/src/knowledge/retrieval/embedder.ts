// Embeddings behind one interface: retrieval asks an Embedder for vectors and never knows which model
// made them. Production plugs a hosted model in (docs/knowledge-base.md#embedder); tests and `npm start`
// use the hashing embedder below, deterministic and offline, since no model can be downloaded there.

export interface Embedder {
  /** A stable name stored with each vector, so vectors of another model are never compared. */
  readonly model: string;
  readonly dimensions: number;
  embed(texts: readonly string[]): Promise<number[][]>;
}

/** Lower-case word tokens of 2+ letters or digits, accents folded. */
export function tokens(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]{2,}/g) ?? []
  );
}

/** FNV-1a, 32-bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The hashing trick: each word and each word's 4-letter prefix (a crude stem: "returns" and "returned"
 * meet) adds ±1 to one of `dimensions` buckets; the vector is normalised so cosine distance works.
 * It captures shared words only, not meaning — a stand-in with the real interface, not a model.
 */
export function hashingEmbedder(dimensions = 256): Embedder {
  const embedOne = (text: string): number[] => {
    const vector = new Array<number>(dimensions).fill(0);
    for (const token of tokens(text)) {
      for (const feature of token.length > 4 ? [token, `${token.slice(0, 4)}~`] : [token]) {
        const h = hash(feature);
        vector[h % dimensions] = (vector[h % dimensions] ?? 0) + (h & 0x80000000 ? -1 : 1);
      }
    }
    const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0)) || 1;
    return vector.map((x) => x / norm);
  };
  return {
    model: `hashing-${String(dimensions)}`,
    dimensions,
    embed: (texts) => Promise.resolve(texts.map(embedOne)),
  };
}

export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
