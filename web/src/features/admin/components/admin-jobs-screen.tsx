import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminJob, StartAdminJobRequest } from '@parley/domain';
import { useState } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import { ADMIN_JOBS_INTRO, ADMIN_JOBS_TITLE } from '../strings';
import { AdminJobForm } from './admin-job-form';
import { AdminJobList } from './admin-job-list';
import { ConfirmJobDialog } from './confirm-job-dialog';

export interface AdminJobsScreenProps {
  jobs: AsyncState<readonly AdminJob[]>;
  /** Starts the job; resolves once it is started or the failure has been reported. */
  onStart: (request: StartAdminJobRequest) => Promise<void>;
}

/** /admin/agent-jobs for a platform ADMIN: the job form, its confirmation, and the latest jobs' progress. */
export function AdminJobsScreen({ jobs, onStart }: AdminJobsScreenProps) {
  const [pending, setPending] = useState<StartAdminJobRequest | null>(null);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {ADMIN_JOBS_TITLE}
      </Typography>
      <Typography color="text.secondary">{ADMIN_JOBS_INTRO}</Typography>
      <AdminJobForm onReview={setPending} />
      <ConfirmJobDialog
        request={pending}
        onCancel={() => {
          setPending(null);
        }}
        onConfirm={async (request) => {
          await onStart(request);
          setPending(null);
        }}
      />
      <AdminJobList jobs={jobs} />
    </Stack>
  );
}
