import type { AbSplit } from '@parley/domain';
import { useCallback } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useAbArmStats } from '../api/ab-arm-stats';
import { useAbTest, useCreateAbTest, useEndAbTest, useUpdateAbSplit } from '../api/ab-tests';
import { AB_SPLIT_SAVED, AB_STARTED } from '../strings';
import { AbTestPanel, type AbTestEnd } from './ab-test-panel';

export interface AbTestTabProps {
  orgId: string;
  /** The live agent. */
  agentId: string;
  /** The live agent's running test, or null. */
  abTestCaseId: string | null;
  readOnlyReason: string | null;
}

/** The route actions, with their toasts; a failure of start or split is shown in the dialog. */
function useAbTestActions(agentId: string) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { mutateAsync: create } = useCreateAbTest();
  const { mutateAsync: updateSplit } = useUpdateAbSplit();
  const { mutateAsync: endTest } = useEndAbTest();
  return {
    onStart: useCallback(
      async (split: AbSplit) => {
        await create({ agentId, split });
        notify(AB_STARTED, { severity: 'success' });
      },
      [agentId, create, notify],
    ),
    onChangeSplit: useCallback(
      async (testCaseId: string, split: AbSplit) => {
        await updateSplit({ testCaseId, split });
        notify(AB_SPLIT_SAVED, { severity: 'success' });
      },
      [updateSplit, notify],
    ),
    onEnd: useCallback(
      async (testCaseId: string, end: AbTestEnd) => {
        try {
          const answer = await endTest({ testCaseId, ...end });
          notify(answer.message, { severity: 'success' });
        } catch (error) {
          notifyError(error);
        }
      },
      [endTest, notify, notifyError],
    ),
  };
}

const NO_STATS = { status: 'loading' } as const;
const NO_TEST = { status: 'success', data: null } as const;

/** The A/B test tab of a live agent: its running test, live, with the arms' results; or a way to start one. */
export function AbTestTab({ orgId, agentId, abTestCaseId, readOnlyReason }: AbTestTabProps) {
  const actions = useAbTestActions(agentId);
  if (!abTestCaseId)
    return <AbTestPanel test={NO_TEST} stats={NO_STATS} readOnlyReason={readOnlyReason} {...actions} />;
  return (
    <RunningAbTest
      orgId={orgId}
      testCaseId={abTestCaseId}
      readOnlyReason={readOnlyReason}
      actions={actions}
    />
  );
}

function RunningAbTest({
  orgId,
  testCaseId,
  readOnlyReason,
  actions,
}: {
  orgId: string;
  testCaseId: string;
  readOnlyReason: string | null;
  actions: ReturnType<typeof useAbTestActions>;
}) {
  const test = useAbTest(testCaseId);
  const stats = useAbArmStats({ orgId, testCaseId });
  return <AbTestPanel test={test} stats={stats} readOnlyReason={readOnlyReason} {...actions} />;
}
