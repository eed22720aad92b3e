// t_workflow_simulations: a recorded dry-run of a workflow (rules/dry-run.ts), reopened from the editor.
import { z } from 'zod';
import { simulationRunStatusSchema } from '../enums';
import { timestampSchema } from './common';

export const workflowSimulationSchema = z.object({
  id: z.string().min(1),
  agentId: z.string().min(1),
  orgId: z.string().min(1),
  workflowId: z.string().min(1),
  uid: z.string().min(1),
  status: simulationRunStatusSchema,
  steps: z.array(z.record(z.string(), z.unknown())).default([]),
  variables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  error: z.string().nullable().default(null),
  createdAt: timestampSchema.nullable().default(null),
  updatedAt: timestampSchema.nullable().default(null),
});
export type WorkflowSimulation = z.infer<typeof workflowSimulationSchema>;
