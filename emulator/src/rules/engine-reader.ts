/** get()/exists() in read rules read the engine's current state as the owner (no recursive rules). */
import { Code, RpcError, type FirestoreEngine, type JsonObject } from '../firestore/api.ts';
import { RulesError } from './errors.ts';
import type { CurrentDocumentReader } from './firestore-authorizer.ts';

const OWNER = { caller: { kind: 'owner' } } as const;

export function engineDocumentReader(engine: Pick<FirestoreEngine, 'getDocument'>): CurrentDocumentReader {
  return (name: string): JsonObject | null => {
    try {
      const doc = engine.getDocument(OWNER, { name });
      // Only transactional reads can wait for a lock; this one never does.
      if (doc instanceof Promise) throw new Error('A read without a transaction returned a promise');
      return doc;
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      if (error.code === Code.NOT_FOUND) return null;
      // A name the engine rejects is the rule's mistake: an evaluation error, not a server failure.
      throw new RulesError(`Cannot read ${name}: ${error.message}`);
    }
  };
}
