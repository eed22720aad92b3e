import Alert from '@mui/material/Alert';
import type { StartAdminJobRequest } from '@parley/domain';
import { useCallback } from 'react';
import { CenteredProgress } from '../../../components/centered-progress';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useSignedInUser } from '../../../lib/session';
import { useUserProfile } from '../../../lib/use-user-profile';
import { useRecentAdminJobs, useStartAdminJob } from '../api/admin-jobs';
import { AdminJobsScreen } from '../components/admin-jobs-screen';
import { ADMIN_ONLY, JOB_STARTED, LABEL_LOADING_ADMIN } from '../strings';

/**
 * /admin/agent-jobs: platform ADMINs only. Anyone else is told so (the route and t_admin_jobs refuse
 * them anyway); the jobs are not even queried for them.
 */
export default function AdminAgentJobsPage() {
  const user = useSignedInUser();
  const profile = useUserProfile(user.uid);
  if (profile.status === 'loading') return <CenteredProgress label={LABEL_LOADING_ADMIN} />;
  if (profile.status === 'error') throw profile.error;
  if (profile.data?.role !== 'ADMIN') return <Alert severity="warning">{ADMIN_ONLY}</Alert>;
  return <AdminJobs />;
}

function AdminJobs() {
  const jobs = useRecentAdminJobs();
  const { mutateAsync } = useStartAdminJob();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const onStart = useCallback(
    async (request: StartAdminJobRequest) => {
      try {
        await mutateAsync(request);
        notify(JOB_STARTED, { severity: 'success' });
      } catch (error) {
        notifyError(error);
      }
    },
    [mutateAsync, notify, notifyError],
  );
  return <AdminJobsScreen jobs={jobs} onStart={onStart} />;
}
