// The batch job form's values and how they become POST /api/admin/agent-jobs's body.
import {
  ADMIN_JOB_MAX_IDS,
  CLUSTERS,
  adminJobOperationSchema,
  clusterSchema,
  documentIdSchema,
  startAdminJobRequestSchema,
  type AdminJobOperation,
  type StartAdminJobRequest,
} from '@parley/domain';
import { z } from 'zod';
import {
  MSG_AGENT_IDS_REQUIRED,
  MSG_CONCURRENCY,
  MSG_ORG_ID_REQUIRED,
  invalidAgentId,
  tooManyAgentIds,
} from '../strings';

/** The operations in the form's order, each one of the domain's kinds (checked by the type). */
export const ADMIN_JOB_KINDS = [
  'delete',
  'cluster',
  'openAiResources',
  'concurrency',
] as const satisfies readonly AdminJobOperation['kind'][];

/** Pasted ids: split on newlines, commas and spaces, blanks and repeats dropped, order kept. */
export function parseAgentIds(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((id) => id !== ''))];
}

export const adminJobFormSchema = z
  .object({
    kind: z.enum(ADMIN_JOB_KINDS),
    cluster: clusterSchema,
    enabled: z.boolean(),
    // Formik hands an emptied number field over as ''.
    concurrency: z.union([z.number(), z.literal('')]),
    selectBy: z.enum(['org', 'ids']),
    orgId: z.string(),
    agentIds: z.string(),
  })
  .superRefine((values, context) => {
    // The bounds are the operation's own (the domain's schema), checked on the body the route gets.
    if (values.kind === 'concurrency' && !adminJobOperationSchema.safeParse(operationOf(values)).success) {
      context.addIssue({ code: 'custom', path: ['concurrency'], message: MSG_CONCURRENCY });
    }
    if (values.selectBy === 'org' && !documentIdSchema.safeParse(values.orgId.trim()).success) {
      context.addIssue({ code: 'custom', path: ['orgId'], message: MSG_ORG_ID_REQUIRED });
    }
    if (values.selectBy === 'ids') {
      const ids = parseAgentIds(values.agentIds);
      const bad = ids
        .map((id) => ({ id, result: documentIdSchema.safeParse(id) }))
        .find(({ result }) => !result.success);
      const message =
        ids.length === 0
          ? MSG_AGENT_IDS_REQUIRED
          : ids.length > ADMIN_JOB_MAX_IDS
            ? tooManyAgentIds(ADMIN_JOB_MAX_IDS)
            : bad
              ? invalidAgentId(bad.id, bad.result.error?.issues[0]?.message ?? '')
              : null;
      if (message) context.addIssue({ code: 'custom', path: ['agentIds'], message });
    }
  });
export type AdminJobFormValues = z.input<typeof adminJobFormSchema>;

export const INITIAL_ADMIN_JOB_FORM: AdminJobFormValues = {
  kind: 'concurrency',
  cluster: CLUSTERS[0],
  enabled: true,
  concurrency: 10,
  selectBy: 'org',
  orgId: '',
  agentIds: '',
};

function operationOf(values: AdminJobFormValues): AdminJobOperation {
  switch (values.kind) {
    case 'delete':
      return { kind: 'delete' };
    case 'cluster':
      return { kind: 'cluster', cluster: values.cluster };
    case 'openAiResources':
      return { kind: 'openAiResources', enabled: values.enabled };
    case 'concurrency':
      return { kind: 'concurrency', concurrency: Number(values.concurrency) };
  }
}

/** The route's body for valid form values. */
export function adminJobRequestOf(values: AdminJobFormValues): StartAdminJobRequest {
  return startAdminJobRequestSchema.parse({
    operation: operationOf(values),
    selection:
      values.selectBy === 'org'
        ? { orgId: values.orgId.trim() }
        : { agentIds: parseAgentIds(values.agentIds) },
  });
}
