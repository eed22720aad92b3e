import { planRefusal } from '@parley/domain';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { PageLoader } from '../../../components/page-loader';
import type { AgentWorkspacePageProps } from '../../../lib/agent-org-page';
import type { CallScope } from '../../../lib/call-log-url';
import { useCurrentOrg } from '../../../lib/current-org';
import { useLiveDocument } from '../../../lib/live-data';
import { paths } from '../../../lib/paths';
import { useOwnerPlan } from '../../../lib/use-owner-plan';
import { callDocRef } from '../../../lib/firestore-refs';
import { RerunAnalysisButton } from '../analysis/rerun-analysis-button';
import { CallDetail } from '../components/call-detail';
import type { CallLogLocationState } from '../components/call-log-screen';
import { scopedCall } from '../utils/call-scope';

/**
 * One call of `scope`, live, with its back link to the log it was opened from (with its filters) and the
 * plan's highlight gate.
 */
function CallScreen({
  orgId,
  scope,
  logPath,
  headingLevel,
  readOnlyReason = null,
}: {
  orgId: string | null;
  scope: CallScope | null;
  /** The log the back link returns to when the call was not opened from one (a link, a reload). */
  logPath: string;
  headingLevel: 'h1' | 'h2';
  /** Why the user may not rerun the analysis (a VIEWER in the agent workspace), or null. */
  readOnlyReason?: string | null;
}) {
  const { callId = '' } = useParams();
  const location = useLocation();
  const firestore = useFirestore();
  const ref = useMemo(() => callDocRef(firestore, callId), [firestore, callId]);
  const call = scopedCall(useLiveDocument(ref), scope);
  const plan = useOwnerPlan(orgId ?? '');
  const back = (location.state as CallLogLocationState | null)?.logHref ?? logPath;
  return (
    <CallDetail
      call={call}
      backHref={back}
      headingLevel={headingLevel}
      analysisAction={<RerunAnalysisButton callId={callId} readOnlyReason={readOnlyReason} />}
      highlightRefusal={plan === null ? null : planRefusal(plan, { feature: 'call_highlight' })}
    />
  );
}

/** /agent/:agentId/calls/:callId. */
export function AgentCallPage({ orgId, agentId, edit }: AgentWorkspacePageProps) {
  return (
    <CallScreen
      orgId={orgId}
      scope={{ agentId }}
      logPath={paths.agentCalls(agentId)}
      headingLevel="h2"
      readOnlyReason={edit.readOnlyReason}
    />
  );
}

/** /calls/:callId: a call of the current organisation. */
export default function OrgCallPage() {
  const { status, orgId } = useCurrentOrg();
  if (status === 'loading') return <PageLoader />;
  return (
    <CallScreen orgId={orgId} scope={orgId ? { orgId } : null} logPath={paths.orgCalls()} headingLevel="h1" />
  );
}
