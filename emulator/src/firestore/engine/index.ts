/**
 * The Firestore engine: storage, queries, writes, transactions, aggregations and the Listen/Write
 * stream protocol logic behind the FirestoreEngine contract (../api.ts). Transport-neutral: every
 * message is proto3 JSON, every call is synchronous (except a transactional read waiting for a document
 * lock), and each commit is applied, fanned out to Listen sessions and reported to onCommit listeners
 * before the call returns.
 *
 * Where to look:
 *   values.ts / codec.ts / compare.ts   internal value form, proto3 JSON conversion, Firestore ordering
 *   paths.ts / field-path.ts            resource names and ids, field paths with backtick quoting
 *   database.ts / document.ts           per-database storage, cached JSON per version, past versions
 *   write-parse.ts / commit.ts          writes, preconditions, transforms, atomic commits, fan-out
 *   query.ts / filter.ts / query-run.ts StructuredQuery parsing, matching, ordering, cursors, limits
 *   transactions.ts / read-context.ts   admin-style transactions and read consistency selectors
 *   locks.ts                            document locks of read-write transactions (waits, deadlocks)
 *   listen*.ts                          Listen sessions and targets (resume = RESET + full set; listen.ts)
 *   write-stream.ts                     Write sessions
 *   snapshot.ts                         exportData()/importData() format
 *
 * Documented approximations:
 *   - Read-write transactions lock the documents they read (locks.ts) as production does, but a query
 *     locks only the documents it returned, not the range it scanned; writers outside such
 *     transactions never wait, and a transaction whose read they changed is ABORTED at commit.
 *   - Reads at a past readTime see superseded versions kept for 120 s (longer while a read-only
 *     transaction needs them), at most 50,000 per database; older reads see the oldest kept state.
 *   - listDocuments orders by document key only (its orderBy is ignored); without a collectionId it
 *     lists the documents of every collection directly under the parent.
 *   - findNearest (vector-search.ts) is brute force and cannot be listened to; `once` and
 *     `expectedCount` on Listen targets are ignored; no existence filters are sent.
 */
export { createFirestoreEngine, type EngineOptions } from './engine.ts';
export { SNAPSHOT_FORMAT } from './snapshot.ts';
