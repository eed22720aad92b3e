import * as grpc from '@grpc/grpc-js';
import { FieldPath } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/firestore/api.ts';
import { firestoreServiceDefinition } from '../../src/server/grpc-service.ts';
import { uniqueProjectId, useEmulator } from '../helpers/emulator.ts';

/**
 * Bad input must fail with the codes Cloud Firestore gives, with messages that say what is wrong.
 * The official SDKs validate most input before sending, so the server side is also driven over raw
 * gRPC (the wire the SDKs use) to prove the emulator validates too.
 */
const env = useEmulator();
const INVALID_ARGUMENT = 3;
const NOT_FOUND = 5;

type RawClient = grpc.Client & Record<string, (...args: unknown[]) => unknown>;
let rawClient: RawClient | undefined;
afterAll(() => rawClient?.close());

function commitRaw(request: JsonObject): Promise<JsonObject> {
  if (!rawClient) {
    const Client = grpc.makeGenericClientConstructor(firestoreServiceDefinition(), 'Firestore');
    rawClient = new Client(`${env.host}:${env.port}`, grpc.credentials.createInsecure()) as RawClient;
  }
  const metadata = new grpc.Metadata();
  metadata.set('authorization', 'Bearer owner');
  return new Promise((resolve, reject) => {
    rawClient?.Commit?.(request, metadata, (error: grpc.ServiceError | null, response: JsonObject) => {
      if (error) reject(error);
      else resolve(response);
    });
  });
}

describe('bad input through firebase-admin', () => {
  it('rejects a document over 1 MiB with INVALID_ARGUMENT and says why', async () => {
    const db = env.admin();
    const error = await db
      .doc('big/doc')
      .set({ s: 'x'.repeat(1_048_577) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: INVALID_ARGUMENT });
    expect((error as Error).message.toLowerCase()).toMatch(/size|large|bytes|exceeds/);
    expect((await db.doc('big/doc').get()).exists).toBe(false);
  });

  it('accepts a document just under 1 MiB', async () => {
    const db = env.admin();
    await db.doc('big/ok').set({ s: 'x'.repeat(1_000_000) });
    expect(((await db.doc('big/ok').get()).get('s') as string).length).toBe(1_000_000);
  });

  it('update of a missing nested path on a missing document is NOT_FOUND', async () => {
    await expect(env.admin().doc('none/here').update(new FieldPath('a', 'b'), 1)).rejects.toMatchObject({
      code: NOT_FOUND,
    });
  });
});

describe('bad input on the gRPC wire', () => {
  const database = (): string => `projects/${uniqueProjectId('raw')}/databases/(default)`;

  it.each([
    [
      'a collection path where a document belongs',
      (db: string) => ({ update: { name: `${db}/documents/c`, fields: {} } }),
    ],
    [
      'a name outside the request database',
      () => ({ update: { name: 'projects/x/databases/(default)/documents/c/d', fields: {} } }),
    ],
    ['an empty path segment', (db: string) => ({ update: { name: `${db}/documents/c//d`, fields: {} } })],
    [
      'a reserved __id__ document id',
      (db: string) => ({ update: { name: `${db}/documents/c/__x__`, fields: {} } }),
    ],
    [
      'an invalid field path in the update mask',
      (db: string) => ({
        update: { name: `${db}/documents/c/d`, fields: {} },
        updateMask: { fieldPaths: ['a.'] },
      }),
    ],
    [
      'a transform with an empty field path',
      (db: string) => ({
        transform: {
          document: `${db}/documents/c/d`,
          fieldTransforms: [{ fieldPath: '', increment: { integerValue: '1' } }],
        },
      }),
    ],
    [
      'a nested array value',
      (db: string) => ({
        update: {
          name: `${db}/documents/c/d`,
          fields: { a: { arrayValue: { values: [{ arrayValue: {} }] } } },
        },
      }),
    ],
  ])('rejects %s with INVALID_ARGUMENT', async (_label, makeWrite) => {
    const db = database();
    const error = await commitRaw({ database: db, writes: [makeWrite(db)] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    expect((error as grpc.ServiceError).details.length).toBeGreaterThan(10);
  });

  it('rejects a commit without a database', async () => {
    await expect(commitRaw({ writes: [] })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
  });
});
