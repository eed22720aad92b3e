// Typed references to t_workflows; every read parses with the domain schema. Workflows are written
// only through the routes (workflow-routes.ts): these are for live reads.
import { COLLECTIONS, workflowSchema, type Workflow } from '@parley/domain';
import {
  collection,
  doc,
  query,
  where,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { converterFor } from '../../../lib/firestore-converter';
import { useLiveDocument, useLiveQuery } from '../../../lib/live-data';

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

/**
 * An agent's workflows (a live agent's, a draft's or an A/B copy's own). The rules decide by the
 * agent's organisation, reached through agentId, so the query filters on it; sorted on the client.
 */
export function agentWorkflowsQuery(firestore: Firestore, agentId: string): Query<Workflow> {
  return query(workflowsCollection(firestore), where('agentId', '==', agentId));
}

const byName = (workflows: Workflow[]) =>
  [...workflows].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

/** An agent's workflows, live, by name. */
export function useAgentWorkflows(agentId: string): AsyncState<readonly Workflow[]> {
  const firestore = useFirestore();
  const workflowsQuery = useMemo(() => agentWorkflowsQuery(firestore, agentId), [firestore, agentId]);
  return useLiveQuery(workflowsQuery, byName);
}
