// Typed references to t_workflows; every read parses with the domain schema. Workflows are written
// only through the routes (workflow-routes.ts): these are for live reads.
import { COLLECTIONS, workflowSchema, type Workflow } from '@parley/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { converterFor } from '../../../lib/firestore-converter';
import { useLiveDocument } from '../../../lib/live-data';

const workflowConverter = converterFor(workflowSchema, { idField: 'id' });

export function workflowsCollection(firestore: Firestore): CollectionReference<Workflow> {
  return collection(firestore, COLLECTIONS.workflows).withConverter(workflowConverter);
}

export function workflowDocRef(firestore: Firestore, workflowId: string): DocumentReference<Workflow> {
  return doc(firestore, COLLECTIONS.workflows, workflowId).withConverter(workflowConverter);
}

/** One workflow, live (the editor watches it for another tab's saves); null when it does not exist. */
export function useLiveWorkflow(workflowId: string): AsyncState<Workflow | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => workflowDocRef(firestore, workflowId), [firestore, workflowId]);
  return useLiveDocument(ref);
}
