// Typed references to t_calls and the agent's queue fields; every read parses with the domain schema.
import { COLLECTIONS, agentSchema, callRecordSchema, type Agent, type CallRecord } from '@parley/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';

const callConverter = converterFor(callRecordSchema, { idField: 'id' });
const agentConverter = converterFor(agentSchema, { idField: 'id' });

export function callsCollection(firestore: Firestore): CollectionReference<CallRecord> {
  return collection(firestore, COLLECTIONS.calls).withConverter(callConverter);
}

export function callDocRef(firestore: Firestore, callId: string): DocumentReference<CallRecord> {
  return doc(firestore, COLLECTIONS.calls, callId).withConverter(callConverter);
}

export function agentDocRef(firestore: Firestore, agentId: string): DocumentReference<Agent> {
  return doc(firestore, COLLECTIONS.agents, agentId).withConverter(agentConverter);
}
