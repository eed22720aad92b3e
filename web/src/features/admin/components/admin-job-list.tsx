import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { progressPercent, type AdminJob } from '@parley/domain';
import { CenteredProgress } from '../../../components/centered-progress';
import type { AsyncState } from '../../../lib/async-state';
import { formatTimestamp } from '../../../lib/timestamps';
import {
  JOBS_FAILED,
  JOB_DONE,
  JOB_RUNNING,
  LABEL_JOB_PROGRESS,
  LABEL_LOADING_ADMIN,
  LABEL_RECENT_JOBS,
  RECENT_JOBS_EMPTY,
  describeOperation,
  describeSelection,
  jobProgress,
} from '../strings';

/** Share of the job's agents handled, done or failed, in percent (a job of nothing is complete). */
export const jobPercent = (job: Pick<AdminJob, 'done' | 'failed' | 'total'>) =>
  job.total === 0 ? 100 : progressPercent(job.done + job.failed, job.total);

/** The latest jobs with a progress bar each, moving live as chunks commit. */
export function AdminJobList({ jobs }: { jobs: AsyncState<readonly AdminJob[]> }) {
  return (
    <Stack spacing={2} component="section" aria-label={LABEL_RECENT_JOBS}>
      <Typography variant="h6" component="h2">
        {LABEL_RECENT_JOBS}
      </Typography>
      {jobs.status === 'loading' && <CenteredProgress label={LABEL_LOADING_ADMIN} />}
      {jobs.status === 'error' && <Alert severity="error">{JOBS_FAILED}</Alert>}
      {jobs.status === 'success' && jobs.data.length === 0 && (
        <Typography color="text.secondary">{RECENT_JOBS_EMPTY}</Typography>
      )}
      {jobs.status === 'success' && jobs.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {jobs.data.map((job) => (
            <Box component="li" key={job.id} aria-label={describeOperation(job.operation)}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{describeOperation(job.operation)}</Typography>
                <Chip
                  size="small"
                  label={job.status === 'done' ? JOB_DONE : JOB_RUNNING}
                  color={job.status === 'done' ? 'success' : 'info'}
                />
                <Typography variant="body2" color="text.secondary">
                  {formatTimestamp(job.createdAt)}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {describeSelection(job.selection)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={jobPercent(job)}
                aria-label={LABEL_JOB_PROGRESS}
                sx={{ my: 1 }}
              />
              <Typography variant="body2">
                {jobProgress(job.done, job.failed, job.total, job.chunks)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
