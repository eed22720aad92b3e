/** get()/exists() in read rules read the engine's current state as the owner (no recursive rules). */
import { Code, RpcError, type FirestoreEngine, type JsonObject } from '../firestore/api.ts';
import type { CurrentDocumentReader } from './firestore-authorizer.ts';

const OWNER = { caller: { kind: 'owner' } } as const;

export function engineDocumentReader(engine: Pick<FirestoreEngine, 'getDocument'>): CurrentDocumentReader {
  return (name: string): JsonObject | null => {
    try {
      return engine.getDocument(OWNER, { name });
    } catch (error) {
      if (error instanceof RpcError && error.code === Code.NOT_FOUND) return null;
      throw error;
    }
  };
}
