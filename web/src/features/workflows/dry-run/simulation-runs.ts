// The signed-in user's recorded dry-runs of one workflow (t_workflow_simulations, server-written; the
// rules let a user read their own runs of agents in their organisations).
import { COLLECTIONS, workflowSimulationSchema, type WorkflowSimulation } from '@parley/domain';
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { converterFor } from '../../../lib/firestore-converter';
import { useLiveQuery } from '../../../lib/live-data';
import { timestampMillis } from '../../../lib/timestamps';

const simulationConverter = converterFor(workflowSimulationSchema, { idField: 'id' });

/** A user's runs of a workflow; the uid filter is what the rules check. */
export function simulationRunsQuery(
  firestore: Firestore,
  input: { agentId: string; workflowId: string; uid: string },
): Query<WorkflowSimulation> {
  return query(
    collection(firestore, COLLECTIONS.workflowSimulations).withConverter(simulationConverter),
    where('uid', '==', input.uid),
    where('agentId', '==', input.agentId),
    where('workflowId', '==', input.workflowId),
  );
}

/** Newest first, at most 20 (sorted here so the query needs no composite index). */
const newestFirst = (runs: WorkflowSimulation[]) =>
  [...runs].sort((a, b) => timestampMillis(b.createdAt) - timestampMillis(a.createdAt)).slice(0, 20);

/** The user's past runs of a workflow, live (a run saved in another tab appears too). */
export function useSimulationRuns(input: {
  agentId: string;
  workflowId: string;
  uid: string;
}): AsyncState<readonly WorkflowSimulation[]> {
  const firestore = useFirestore();
  const { agentId, workflowId, uid } = input;
  const runsQuery = useMemo(
    () => simulationRunsQuery(firestore, { agentId, workflowId, uid }),
    [firestore, agentId, workflowId, uid],
  );
  return useLiveQuery(runsQuery, newestFirst);
}
