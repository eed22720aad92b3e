// Typed reads of the slice's collections: every document is parsed with its domain schema, so a
// malformed document fails loudly here instead of deep inside a handler.
import {
  agentSchema,
  COLLECTIONS,
  organisationSchema,
  userSchema,
  type Agent,
  type Organisation,
  type User,
} from '@parley/domain';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { db } from './firestore';

export const userRef = (uid: string): DocumentReference => db().collection(COLLECTIONS.users).doc(uid);
export const orgRef = (orgId: string): DocumentReference => db().collection(COLLECTIONS.orgs).doc(orgId);
export const agentRef = (agentId: string): DocumentReference =>
  db().collection(COLLECTIONS.agents).doc(agentId);

function parseSnapshot<Schema extends z.ZodType>(
  schema: Schema,
  snapshot: DocumentSnapshot,
  idField: 'id' | 'uid' = 'id',
): z.output<Schema> | null {
  if (!snapshot.exists) return null;
  // The id is the document's, whatever the stored field says.
  return schema.parse({ ...snapshot.data(), [idField]: snapshot.id });
}

type Reader = Pick<Transaction, 'get'> | null;

async function read(ref: DocumentReference, tx: Reader): Promise<DocumentSnapshot> {
  return tx ? tx.get(ref) : ref.get();
}

/** The user profile, or null. Reads inside `tx` when given. */
export async function readUser(uid: string, tx: Reader = null): Promise<User | null> {
  return parseSnapshot(userSchema, await read(userRef(uid), tx), 'uid');
}

/** The organisation, or null. */
export async function readOrg(orgId: string, tx: Reader = null): Promise<Organisation | null> {
  return parseSnapshot(organisationSchema, await read(orgRef(orgId), tx));
}

/** The agent, or null. */
export async function readAgent(agentId: string, tx: Reader = null): Promise<Agent | null> {
  return parseSnapshot(agentSchema, await read(agentRef(agentId), tx));
}
