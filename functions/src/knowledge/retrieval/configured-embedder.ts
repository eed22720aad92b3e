// Which Embedder the deployment uses. KB_EMBEDDER names it: 'hashing' (the deterministic local one, the
// default under the emulators so `npm start` exercises vector search) or 'none' (keyword search only,
// the deployed default until a hosted model's adapter is configured). docs/knowledge-base.md#embedder
import { hashingEmbedder, type Embedder } from './embedder';

let cached: { key: string; embedder: Embedder | null } | null = null;

export function configuredEmbedder(env: NodeJS.ProcessEnv = process.env): Embedder | null {
  const key =
    env.KB_EMBEDDER ??
    (env.FUNCTIONS_EMULATOR === 'true' || env.FIRESTORE_EMULATOR_HOST ? 'hashing' : 'none');
  if (cached?.key !== key) cached = { key, embedder: key === 'hashing' ? hashingEmbedder() : null };
  return cached.embedder;
}
