// The version actions of an agent: open its draft, publish it, restore a version into it.
import {
  agentDraftResponseSchema,
  API_ROUTES,
  apiPath,
  ensureAgentDraftRequestSchema,
  publishAgentRequestSchema,
  publishAgentResponseSchema,
  restoreVersionRequestSchema,
  type AgentDraftResponse,
  type EnsureAgentDraftRequest,
  type PublishAgentRequest,
  type PublishAgentResponse,
  type RestoreVersionRequest,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

/** POST /agent/draft: the draft to edit in place of a live agent under version control (made once). */
export function useEnsureAgentDraft() {
  const { api } = useServices();
  return useMutation<AgentDraftResponse, Error, EnsureAgentDraftRequest>({
    mutationFn: (input) =>
      api(apiPath(API_ROUTES.ensureAgentDraft), {
        method: API_ROUTES.ensureAgentDraft.method,
        body: ensureAgentDraftRequestSchema.parse(input),
        schema: agentDraftResponseSchema,
      }),
  });
}

/** POST /agent/publish: the draft goes live as a new version ('unchanged' when it has no changes). */
export function usePublishAgent() {
  const { api } = useServices();
  return useMutation<PublishAgentResponse, Error, PublishAgentRequest>({
    mutationFn: (input) =>
      api(apiPath(API_ROUTES.publishAgent), {
        method: API_ROUTES.publishAgent.method,
        body: publishAgentRequestSchema.parse(input),
        schema: publishAgentResponseSchema,
      }),
  });
}

/** POST /agent/restore-version: the draft becomes a copy of the version; answers the draft's id. */
export function useRestoreVersion() {
  const { api } = useServices();
  return useMutation<AgentDraftResponse, Error, RestoreVersionRequest>({
    mutationFn: (input) =>
      api(apiPath(API_ROUTES.restoreAgentVersion), {
        method: API_ROUTES.restoreAgentVersion.method,
        body: restoreVersionRequestSchema.parse(input),
        schema: agentDraftResponseSchema,
      }),
  });
}
