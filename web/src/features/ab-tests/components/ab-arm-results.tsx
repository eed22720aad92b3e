import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AB_ARMS, formatDurationSeconds, type AbArm, type AbSplit } from '@parley/domain';
import { CenteredProgress } from '../../../components/centered-progress';
import type { AsyncState } from '../../../lib/async-state';
import type { AbArmStats } from '../api/ab-arm-stats';
import {
  ARM_NAMES,
  LABEL_ARM,
  LABEL_AVERAGE_DURATION,
  LABEL_CALLS,
  LABEL_COMPLETIONS,
  LABEL_LOADING_STATS,
  LABEL_RESULTS,
  LABEL_SHARE,
  STATS_FAILED,
} from '../strings';

/** Each arm's share, calls, completions and average duration of a completed call, side by side. */
export function AbArmResults({
  split,
  stats,
}: {
  split: AbSplit;
  stats: AsyncState<Record<AbArm, AbArmStats>>;
}) {
  if (stats.status === 'loading') return <CenteredProgress label={LABEL_LOADING_STATS} />;
  if (stats.status === 'error') return <Alert severity="error">{STATS_FAILED}</Alert>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={LABEL_RESULTS}>
        <TableHead>
          <TableRow>
            <TableCell>{LABEL_ARM}</TableCell>
            <TableCell align="right">{LABEL_SHARE}</TableCell>
            <TableCell align="right">{LABEL_CALLS}</TableCell>
            <TableCell align="right">{LABEL_COMPLETIONS}</TableCell>
            <TableCell align="right">{LABEL_AVERAGE_DURATION}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {AB_ARMS.map((arm) => {
            const figures = stats.data[arm];
            const share = arm === 'A' ? split.a : split.b;
            return (
              <TableRow key={arm}>
                <TableCell component="th" scope="row">
                  {ARM_NAMES[arm]}
                </TableCell>
                <TableCell align="right">{`${String(share)}%`}</TableCell>
                <TableCell align="right">{figures.calls}</TableCell>
                <TableCell align="right">{figures.completions}</TableCell>
                <TableCell align="right">
                  {figures.averageDurationSeconds === null
                    ? '–'
                    : formatDurationSeconds(figures.averageDurationSeconds)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
