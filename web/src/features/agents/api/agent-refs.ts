// Typed references to t_agents; every read parses with the domain's agentSchema.
import { COLLECTIONS, agentSchema, type Agent } from '@parley/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';

/** t_agents documents are keyed by the agent id. */
export const agentConverter = converterFor(agentSchema, { idField: 'id' });

export function agentsCollection(firestore: Firestore): CollectionReference<Agent> {
  return collection(firestore, COLLECTIONS.agents).withConverter(agentConverter);
}

export function agentDocRef(firestore: Firestore, agentId: string): DocumentReference<Agent> {
  return doc(firestore, COLLECTIONS.agents, agentId).withConverter(agentConverter);
}
