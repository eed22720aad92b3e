import { randomUUID } from 'node:crypto';
import type { Caller } from '../firestore/api.ts';
import type { IncomingMetadata } from './stored-object.ts';

/** How a finished upload was answered (status and JSON body), in either API's format. */
export interface UploadOutcome {
  status: number;
  body: unknown;
}

/** One resumable upload in progress (Firebase v0 `X-Goog-Upload-*` protocol or GCS `uploadType=resumable`). */
export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  metadata: IncomingMetadata;
  /** Content type announced at start (`X-Goog-Upload-Header-Content-Type` / `X-Upload-Content-Type`). */
  contentType: string | undefined;
  /** Rules are evaluated at finalize for the caller who started the upload. */
  caller: Caller;
  /** GCS precondition parameters given at start, checked when the upload completes. */
  preconditions?: Record<string, string>;
  chunks: Buffer[];
  received: number;
  status: 'active' | 'final' | 'cancelled';
  /** The finalize response, replayed when a client retries a finalize it did not see answered. */
  outcome?: Promise<UploadOutcome>;
}

export type NewUploadSession = Pick<
  UploadSession,
  'bucket' | 'name' | 'metadata' | 'contentType' | 'caller' | 'preconditions'
>;

/** Resumable uploads by id; finished sessions stay queryable (`final`) until reset. */
export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  start(init: NewUploadSession): UploadSession {
    const session: UploadSession = { ...init, id: randomUUID(), chunks: [], received: 0, status: 'active' };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string | null): UploadSession | undefined {
    return id === null ? undefined : this.sessions.get(id);
  }

  append(session: UploadSession, chunk: Buffer): void {
    if (chunk.length === 0) return;
    session.chunks.push(chunk);
    session.received += chunk.length;
  }

  /** All bytes received so far, as one buffer (also compacts the chunk list). */
  bytes(session: UploadSession): Buffer {
    const all = Buffer.concat(session.chunks);
    session.chunks = [all];
    return all;
  }

  clear(): void {
    this.sessions.clear();
  }
}
