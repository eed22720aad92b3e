import { OrgScopedPage } from '../../../components/org-scoped-page';
import { callLogSearch, type CallLogFilters } from '../../../lib/call-log-url';
import { paths } from '../../../lib/paths';
import { DashboardScreen } from '../components/dashboard-screen';
import { LABEL_ANALYTICS, MSG_NO_ORGANISATION } from '../strings';

const orgLogHref = (filters: CallLogFilters) => paths.orgCalls(callLogSearch(filters));

/** /analytics: the current organisation's dashboard across its agents. */
export default function OrgAnalyticsPage() {
  return (
    <OrgScopedPage title={LABEL_ANALYTICS} noOrgText={MSG_NO_ORGANISATION}>
      {(scope) => <DashboardScreen scope={scope} logHref={orgLogHref} />}
    </OrgScopedPage>
  );
}
