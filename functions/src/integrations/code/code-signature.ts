// Code-block signatures: validate-code signs (code, agent, workflow, rules version) with a server key;
// execute-code runs only code whose signature matches, so nothing reaches the sandbox that did not
// pass validation for an agent the caller could change. The signature names its agent and workflow,
// which execute-code's payload (code, signature, input) does not otherwise carry.
import { createHash } from 'node:crypto';
import { INTEGRATION_ERROR_REASONS, MSG_CODE_SIGNATURE_INVALID } from '@parley/domain';
import { z } from 'zod';
import { failure } from '../../lib/errors';
import { CODE_SIGNING_KEY, hmacKey } from '../integration-secrets';
import { open, seal } from '../signed-envelope';

const KIND = 'pcs1';
/** Bumped when the validation rules change, so code validated under older rules is validated again. */
export const CODE_RULES_VERSION = 1;

const claimsSchema = z.object({
  agentId: z.string().min(1),
  workflowId: z.string().min(1),
  rules: z.literal(CODE_RULES_VERSION),
});
export type CodeSignatureClaims = z.infer<typeof claimsSchema>;

const digest = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');

/** The signature of `code` for the agent's workflow. */
export function signCode(code: string, target: { agentId: string; workflowId: string }): string {
  const claims: CodeSignatureClaims = { ...target, rules: CODE_RULES_VERSION };
  return seal(hmacKey(CODE_SIGNING_KEY), KIND, claims, digest(code));
}

/** The agent and workflow `signature` names, when it was made for exactly this code; else a 403. */
export function verifyCodeSignature(code: string, signature: string): CodeSignatureClaims {
  const parsed = claimsSchema.safeParse(open(hmacKey(CODE_SIGNING_KEY), KIND, signature, digest(code)));
  if (!parsed.success) {
    throw failure('permission-denied', MSG_CODE_SIGNATURE_INVALID, {
      reason: INTEGRATION_ERROR_REASONS.codeSignatureInvalid,
    });
  }
  return parsed.data;
}
