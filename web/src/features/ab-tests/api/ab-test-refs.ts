// Typed references to t_ab_tests; every read parses with the domain's schema.
import { abTestSchema, COLLECTIONS, type AbTest } from '@parley/domain';
import { doc, type DocumentReference, type Firestore } from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';

export const abTestConverter = converterFor(abTestSchema, { idField: 'id' });

export function abTestDocRef(firestore: Firestore, testCaseId: string): DocumentReference<AbTest> {
  return doc(firestore, COLLECTIONS.abTests, testCaseId).withConverter(abTestConverter);
}
