// Typed references to t_agent_versions and t_ab_tests; every read parses with the domain's schema.
import {
  abTestSchema,
  agentVersionSchema,
  COLLECTIONS,
  type AbTest,
  type AgentVersion,
} from '@parley/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';

export const agentVersionConverter = converterFor(agentVersionSchema, { idField: 'id' });
export const abTestConverter = converterFor(abTestSchema, { idField: 'id' });

export function agentVersionsCollection(firestore: Firestore): CollectionReference<AgentVersion> {
  return collection(firestore, COLLECTIONS.agentVersions).withConverter(agentVersionConverter);
}

export function abTestDocRef(firestore: Firestore, testCaseId: string): DocumentReference<AbTest> {
  return doc(firestore, COLLECTIONS.abTests, testCaseId).withConverter(abTestConverter);
}
