// Typed references to t_agent_versions; every read parses with the domain's schema (t_ab_tests: features/ab-tests).
import { agentVersionSchema, COLLECTIONS, type AgentVersion } from '@parley/domain';
import { collection, type CollectionReference, type Firestore } from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';

export const agentVersionConverter = converterFor(agentVersionSchema, { idField: 'id' });

export function agentVersionsCollection(firestore: Firestore): CollectionReference<AgentVersion> {
  return collection(firestore, COLLECTIONS.agentVersions).withConverter(agentVersionConverter);
}
