// Typed references to the test lab's collections; every read parses with the domain's schema.
import {
  agentTestSummarySchema,
  COLLECTIONS,
  testResultSchema,
  testRunSchema,
  type AgentTestSummary,
  type TestResult,
  type TestRun,
} from '@parley/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { converterFor } from '../../../lib/firestore-converter';

const testConverter = converterFor(agentTestSummarySchema, { idField: 'id' });
const runConverter = converterFor(testRunSchema, { idField: 'id' });
const resultConverter = converterFor(testResultSchema);

export const agentTestsCollection = (firestore: Firestore): CollectionReference<AgentTestSummary> =>
  collection(firestore, COLLECTIONS.agentTests).withConverter(testConverter);

export const testRunDoc = (firestore: Firestore, runId: string): DocumentReference<TestRun> =>
  doc(firestore, COLLECTIONS.testRuns, runId).withConverter(runConverter);

export const testResultsCollection = (firestore: Firestore): CollectionReference<TestResult> =>
  collection(firestore, COLLECTIONS.testResults).withConverter(resultConverter);
