import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  planRefusal,
  recordSimulationRequestSchema,
  WORKFLOW_ERROR_REASONS,
  workflowSimulationSchema,
  type SimulationRunResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { readAgentWorkflow } from './workflow-store';

const MSG_SIMULATION_NOT_FOUND = 'Simulation run not found';

/**
 * POST /agent/workflow/simulation: records a dry-run the browser ran (rules/dry-run.ts) in
 * t_workflow_simulations, when the owner's plan has `testing`. Without runId a run starts; with it,
 * the caller's own run is replaced by the newer state, so saving again after each step is safe.
 */
export const recordSimulationRoute = defineRoute(
  API_ROUTES.recordSimulation,
  recordSimulationRequestSchema,
  async ({ uid, input }): Promise<SimulationRunResponse> => {
    const collection = db().collection(COLLECTIONS.workflowSimulations);
    const ref = input.runId ? collection.doc(input.runId) : collection.doc();
    await db().runTransaction(async (tx) => {
      const { agent, owner } = await authorize(tx, { agentId: input.agentId }, uid, { action: 'change' });
      const refusal = planRefusal(owner?.plan, { feature: 'testing' });
      if (refusal) throw failure('permission-denied', refusal, { reason: API_ERROR_REASONS.planLimit });
      await readAgentWorkflow(tx, agent, input.workflowId);
      const record = {
        status: input.status,
        steps: input.steps,
        variables: input.variables,
        error: input.error,
        updatedAt: FieldValue.serverTimestamp(),
      };
      if (!input.runId) {
        const run = workflowSimulationSchema.parse({
          id: ref.id,
          agentId: agent.id,
          orgId: agent.orgId,
          workflowId: input.workflowId,
          uid,
          ...record,
          updatedAt: null,
        });
        tx.create(ref, { ...run, ...record, createdAt: FieldValue.serverTimestamp() });
        return;
      }
      const existing = await tx.get(ref);
      const data = existing.data();
      if (!existing.exists || data?.uid !== uid || data.workflowId !== input.workflowId) {
        throw failure('not-found', MSG_SIMULATION_NOT_FOUND, {
          reason: WORKFLOW_ERROR_REASONS.workflowNotFound,
        });
      }
      tx.update(ref, record);
    });
    return { runId: ref.id };
  },
);
