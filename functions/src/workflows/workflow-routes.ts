// Every REST route of the workflows area, registered together in api/routes.ts.
import type { RouteDefinition } from '../api/route-definition';
import { createWorkflowRoute } from './create-workflow';
import {
  deleteWorkflowRoute,
  duplicateWorkflowRoute,
  setDefaultWorkflowRoute,
  updateWorkflowRoute,
} from './manage-workflows';
import { saveWorkflowRoute } from './save-workflow';
import { workflowTemplatesRoute } from './workflow-templates';

export const WORKFLOW_ROUTES: readonly RouteDefinition[] = [
  saveWorkflowRoute,
  createWorkflowRoute,
  updateWorkflowRoute,
  duplicateWorkflowRoute,
  deleteWorkflowRoute,
  setDefaultWorkflowRoute,
  workflowTemplatesRoute,
];
