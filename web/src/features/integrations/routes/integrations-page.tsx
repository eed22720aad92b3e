import Alert from '@mui/material/Alert';
import { causeMessage, teammateUids, type CustomIntegration } from '@parley/domain';
import { useMemo, type ReactNode } from 'react';
import { CenteredProgress } from '../../../components/centered-progress';
import type { AsyncState } from '../../../lib/async-state';
import { useCurrentOrg } from '../../../lib/current-org';
import { MSG_NO_ORGANIZATION_ASK_TEAMMATE } from '../../../lib/strings';
import { useSignedInUser } from '../../../lib/session';
import { useUserProfile } from '../../../lib/use-user-profile';
import { useOrgLiveAgents } from '../../../lib/use-org-live-agents';
import { VisibleCustomActions } from '../../../lib/visible-custom-actions';
import { useIntegrations, usePendingActions } from '../api/use-marketplace';
import { MarketplaceScreen } from '../components/marketplace-screen';
import { ReviewQueue } from '../components/review-queue';
import { MSG_LOADING_MARKETPLACE } from '../strings';

/** Shows loading and error for one state, else `render(data)`. */
function Loaded<T>({ state, render }: { state: AsyncState<T>; render: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <CenteredProgress label={MSG_LOADING_MARKETPLACE} />;
  if (state.status === 'error') return <Alert severity="error">{causeMessage(state.error)}</Alert>;
  return render(state.data);
}

function AdminReviewQueue({ integrations }: { integrations: readonly CustomIntegration[] }) {
  const pending = usePendingActions();
  return (
    <Loaded
      state={pending}
      render={(actions) => <ReviewQueue actions={actions} integrations={integrations} />}
    />
  );
}

function Marketplace({
  orgId,
  uid,
  readOnlyReason,
}: {
  orgId: string;
  uid: string;
  readOnlyReason: string | null;
}) {
  const { org } = useCurrentOrg();
  const profile = useUserProfile(uid);
  const integrations = useIntegrations();
  const agents = useOrgLiveAgents(orgId);
  const teammates = useMemo(() => (org ? teammateUids([org]) : [uid]), [org, uid]);
  const isPlatformAdmin = profile.status === 'success' && profile.data?.role === 'ADMIN';
  return (
    <VisibleCustomActions teammateUids={teammates}>
      {(actions) => (
        <Loaded
          state={integrations}
          render={(catalogue) => (
            <Loaded
              state={actions}
              render={(visible) => (
                <Loaded
                  state={agents}
                  render={(orgAgents) => (
                    <MarketplaceScreen
                      integrations={catalogue}
                      actions={visible}
                      agents={orgAgents}
                      uid={uid}
                      readOnlyReason={readOnlyReason}
                      reviewQueue={isPlatformAdmin ? <AdminReviewQueue integrations={catalogue} /> : null}
                    />
                  )}
                />
              )}
            />
          )}
        />
      )}
    </VisibleCustomActions>
  );
}

/** /integrations: the action marketplace of the current organisation. */
export default function IntegrationsPage() {
  const { uid } = useSignedInUser();
  const current = useCurrentOrg();
  if (current.status === 'loading') return <CenteredProgress label={MSG_LOADING_MARKETPLACE} />;
  if (current.status === 'error') return <Alert severity="error">{causeMessage(current.error)}</Alert>;
  if (!current.orgId) return <Alert severity="info">{MSG_NO_ORGANIZATION_ASK_TEAMMATE}</Alert>;
  return (
    <Marketplace key={current.orgId} orgId={current.orgId} uid={uid} readOnlyReason={current.changeRefusal} />
  );
}
