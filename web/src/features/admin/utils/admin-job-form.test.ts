import { describe, expect, it } from 'vitest';
import { formikValidate } from '../../../lib/forms';
import {
  adminJobFormSchema,
  adminJobRequestOf,
  INITIAL_ADMIN_JOB_FORM,
  parseAgentIds,
} from './admin-job-form';

const validate = formikValidate(adminJobFormSchema);

describe('admin job form', () => {
  it('reads pasted ids on lines, commas and spaces, without blanks or repeats', () => {
    expect(parseAgentIds('a1\na2, a3  a1\n\n')).toEqual(['a1', 'a2', 'a3']);
  });

  it('asks for what the chosen selection and operation need', () => {
    expect(validate(INITIAL_ADMIN_JOB_FORM)).toEqual({ orgId: 'Enter an organisation id' });
    expect(validate({ ...INITIAL_ADMIN_JOB_FORM, selectBy: 'ids' })).toEqual({
      agentIds: 'Enter at least one agent id',
    });
    expect(validate({ ...INITIAL_ADMIN_JOB_FORM, selectBy: 'ids', agentIds: 'a1 t_agents/a2' })).toEqual({
      agentIds: '"t_agents/a2": Must not contain "/"',
    });
    expect(validate({ ...INITIAL_ADMIN_JOB_FORM, orgId: 'o1', concurrency: 0 })).toEqual({
      concurrency: 'A whole number from 1 to 1000',
    });
    expect(validate({ ...INITIAL_ADMIN_JOB_FORM, kind: 'delete', orgId: 'o1', concurrency: '' })).toEqual({});
  });

  it('builds the route body for each operation', () => {
    expect(adminJobRequestOf({ ...INITIAL_ADMIN_JOB_FORM, orgId: ' o1 ', concurrency: 25 })).toEqual({
      operation: { kind: 'concurrency', concurrency: 25 },
      selection: { orgId: 'o1' },
    });
    expect(
      adminJobRequestOf({
        ...INITIAL_ADMIN_JOB_FORM,
        kind: 'cluster',
        cluster: 'AU',
        selectBy: 'ids',
        agentIds: 'a1,a2',
      }),
    ).toEqual({ operation: { kind: 'cluster', cluster: 'AU' }, selection: { agentIds: ['a1', 'a2'] } });
    expect(
      adminJobRequestOf({ ...INITIAL_ADMIN_JOB_FORM, kind: 'openAiResources', enabled: false, orgId: 'o1' })
        .operation,
    ).toEqual({
      kind: 'openAiResources',
      enabled: false,
    });
  });
});
