import {
  API_ROUTES,
  CUSTOMER_TOKEN_HEADER,
  executeCodeRequestSchema,
  type ExecuteCodeResponse,
} from '@parley/domain';
import { defineRoute } from '../../api/route-definition';
import { requireCustomerToken } from '../customer-token';
import { verifyCodeSignature } from './code-signature';
import { sandboxPool } from './sandbox-pool';

/**
 * POST /agent/code-block/execute-code: runs signed code on `input` in the sandbox. The signature must
 * match the code (403 otherwise) and the caller's customer token must be for the agent it names. The
 * code's own failure (an error it throws, a limit it hits) is an answer with status 'error', logs and
 * time, not a failed request: the editor's "Run" panel shows it.
 */
export const executeCodeRoute = defineRoute(
  API_ROUTES.executeCode,
  executeCodeRequestSchema,
  async ({ uid, input, req }): Promise<ExecuteCodeResponse> => {
    const { agentId } = verifyCodeSignature(input.code, input.signature);
    requireCustomerToken(req.get(CUSTOMER_TOKEN_HEADER), uid, agentId);
    return sandboxPool().run(input.code, input.input);
  },
);
