// The workflow routes as React Query hooks. Every write goes through the server (docs/workflows.md):
// the editor saves content with the revision it loaded and gets back the server's flags.
import {
  API_ROUTES,
  createWorkflowRequestSchema,
  MSG_FAILED_TO_FETCH_TEMPLATES,
  saveWorkflowRequestSchema,
  saveWorkflowResponseSchema,
  updateWorkflowRequestSchema,
  workflowIdResponseSchema,
  workflowRefRequestSchema,
  workflowTemplatesResponseSchema,
  type ApiRoute,
  type WorkflowTemplateView,
  type WorkflowType,
} from '@parley/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryState, type AsyncState } from '../../../lib/async-state';
import { useServices } from '../../../lib/services';

/** A POST route of the area: the body checked by its domain schema, the answer by its own. */
function useWorkflowMutation<Request extends z.ZodType, Response extends z.ZodType>(
  route: ApiRoute,
  request: Request,
  response: Response,
) {
  const { api } = useServices();
  return useMutation<z.output<Response>, Error, z.input<Request>>({
    mutationFn: (input) =>
      api(route.path, {
        method: route.method,
        body: request.parse(input),
        schema: response as z.ZodType<z.output<Response>>,
      }),
  });
}

/** POST /agent/workflow/save: a 409 (reason revision-conflict) means reload or merge, then save again. */
export const useSaveWorkflow = () =>
  useWorkflowMutation(API_ROUTES.saveWorkflow, saveWorkflowRequestSchema, saveWorkflowResponseSchema);
export const useCreateWorkflow = () =>
  useWorkflowMutation(API_ROUTES.createWorkflow, createWorkflowRequestSchema, workflowIdResponseSchema);
export const useUpdateWorkflow = () =>
  useWorkflowMutation(API_ROUTES.updateWorkflow, updateWorkflowRequestSchema, workflowIdResponseSchema);
export const useDuplicateWorkflow = () =>
  useWorkflowMutation(API_ROUTES.duplicateWorkflow, workflowRefRequestSchema, workflowIdResponseSchema);
export const useDeleteWorkflow = () =>
  useWorkflowMutation(API_ROUTES.deleteWorkflow, workflowRefRequestSchema, workflowIdResponseSchema);
export const useSetDefaultWorkflow = () =>
  useWorkflowMutation(API_ROUTES.setDefaultWorkflow, workflowRefRequestSchema, workflowIdResponseSchema);

/** GET /api/workflow-templates?type=: cached 30 seconds, refetched on window focus. */
export function useWorkflowTemplates(type: WorkflowType): AsyncState<WorkflowTemplateView[]> {
  const { api } = useServices();
  const result = useQuery({
    queryKey: ['workflow-templates', type] as const,
    queryFn: async () => {
      try {
        const answer = await api(`${API_ROUTES.workflowTemplates.path}?type=${type}`, {
          method: 'GET',
          schema: workflowTemplatesResponseSchema,
        });
        return answer.templates;
      } catch {
        // The spec's one text for every failure of this call.
        throw new Error(MSG_FAILED_TO_FETCH_TEMPLATES);
      }
    },
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
  return queryState(result);
}
