import { OrgScopedPage } from '../../../components/org-scoped-page';
import { paths } from '../../../lib/paths';
import { CallLogScreen } from '../components/call-log-screen';
import { LABEL_CALLS, MSG_NO_ORGANISATION } from '../strings';

/** /calls: every call of the current organisation, across its agents. */
export default function OrgCallsPage() {
  return (
    <OrgScopedPage title={LABEL_CALLS} noOrgText={MSG_NO_ORGANISATION}>
      {(scope) => <CallLogScreen scope={scope} orgId={scope.orgId} callHref={paths.orgCall} />}
    </OrgScopedPage>
  );
}
