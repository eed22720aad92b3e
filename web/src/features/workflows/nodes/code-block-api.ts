// The code block routes (docs/integrations.md#code-blocks): validate signs the code for its agent and
// workflow; execute runs only signed code, with the agent's customer token.
import {
  API_ROUTES,
  executeCodeRequestSchema,
  executeCodeResponseSchema,
  validateCodeRequestSchema,
  validateCodeResponseSchema,
  type ExecuteCodeRequest,
  type ExecuteCodeResponse,
  type ValidateCodeRequest,
  type ValidateCodeResponse,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useWithCustomerToken } from '../../../lib/integration-api';
import { useServices } from '../../../lib/services';

/** POST /agent/code-block/validate-code: the signature, or a 400 whose message lists each problem's line. */
export function useValidateCode() {
  const { api } = useServices();
  return useMutation<ValidateCodeResponse, Error, ValidateCodeRequest>({
    mutationFn: (request) =>
      api(API_ROUTES.validateCode.path, {
        method: API_ROUTES.validateCode.method,
        body: validateCodeRequestSchema.parse(request),
        schema: validateCodeResponseSchema,
      }),
  });
}

/** POST /agent/code-block/execute-code: the code's output or its own error, with logs and time. */
export function useExecuteCode(agentId: string) {
  const withToken = useWithCustomerToken();
  return useMutation<ExecuteCodeResponse, Error, ExecuteCodeRequest>({
    mutationFn: async (request) => {
      const { api, headers } = await withToken(agentId);
      return api(API_ROUTES.executeCode.path, {
        method: API_ROUTES.executeCode.method,
        body: executeCodeRequestSchema.parse(request),
        headers,
        schema: executeCodeResponseSchema,
      });
    },
  });
}
