import {
  API_ROUTES,
  INTEGRATION_ERROR_REASONS,
  invalidCodeMessage,
  validateCodeRequestSchema,
  type ValidateCodeResponse,
} from '@parley/domain';
import { defineRoute } from '../../api/route-definition';
import { requireAgentWorkflow } from '../../campaigns/create-campaign';
import { authorize } from '../../lib/authorize';
import { failure } from '../../lib/errors';
import { checkCode } from './check-code';
import { signCode } from './code-signature';
import { sandboxPool } from './sandbox-pool';

/**
 * POST /agent/code-block/validate-code: checks a code block (size, syntax, no imports, one exported
 * function of `input`) for a workflow of an agent the caller may change, and signs it for them. A
 * problem is a 400 whose details.diagnostics give line and column.
 */
export const validateCodeRoute = defineRoute(
  API_ROUTES.validateCode,
  validateCodeRequestSchema,
  async ({ uid, input }): Promise<ValidateCodeResponse> => {
    const { agent } = await authorize(null, { agentId: input.agentId }, uid, { action: 'change' });
    requireAgentWorkflow(agent, input.workflowId);
    // Running the code comes next in the editor: start the sandbox workers now, off that path.
    sandboxPool().warm();
    const checked = checkCode(input.code);
    if (!checked.ok) {
      const problems = checked.diagnostics.map(
        ({ message, line, column }) => `Line ${line}, column ${column}: ${message}`,
      );
      throw failure('invalid-argument', invalidCodeMessage(problems), {
        reason: INTEGRATION_ERROR_REASONS.invalidCode,
        diagnostics: checked.diagnostics,
      });
    }
    return {
      signature: signCode(input.code, { agentId: agent.id, workflowId: input.workflowId }),
      exportName: checked.exportName,
    };
  },
);
