// Typed references to t_agents; every read parses with the domain's agentSchema.
import { COLLECTIONS, type Agent } from '@parley/domain';
import { collection, type CollectionReference, type Firestore } from 'firebase/firestore';
import { agentConverter, agentDocRef } from '../../../lib/firestore-refs';

// The one converter and document ref live in lib, for the features that read an agent beside their own.
export { agentConverter, agentDocRef };

export function agentsCollection(firestore: Firestore): CollectionReference<Agent> {
  return collection(firestore, COLLECTIONS.agents).withConverter(agentConverter);
}
