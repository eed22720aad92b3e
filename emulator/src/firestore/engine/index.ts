/** The Firestore engine: storage, queries, writes, transactions and the Listen/Write stream logic. */
export { createFirestoreEngine, type EngineOptions } from './engine.ts';
