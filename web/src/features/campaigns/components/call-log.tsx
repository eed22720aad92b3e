import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CALL_LOG_COLUMNS,
  LABEL_CALL_LOG,
  LABEL_LOADING_CALLS,
  LABEL_NO_CALLS,
  loadCallsErrorMessage,
  type CallRecord,
} from '@parley/domain';
import { useId } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import { formatTimestamp } from '../../../lib/timestamps';

function CallRows({ calls }: { calls: readonly CallRecord[] }) {
  return (
    <>
      {calls.map((call) => (
        <TableRow key={call.id}>
          <TableCell>{formatTimestamp(call.createdAt)}</TableCell>
          <TableCell>{call.toNumber}</TableCell>
          <TableCell>{call.status}</TableCell>
          <TableCell>{call.routing?.chosenNumber ?? call.fromNumber}</TableCell>
          <TableCell>{call.routing ? call.routing.explanation || call.routing.reason : ''}</TableCell>
        </TableRow>
      ))}
    </>
  );
}

/** A campaign's calls, live: when, whom, how it went, the number that placed it and why that one. */
export function CallLog({ calls }: { calls: AsyncState<readonly CallRecord[]> }) {
  const headingId = useId();
  let body;
  if (calls.status === 'loading') {
    body = (
      <Stack role="status" aria-label={LABEL_LOADING_CALLS} sx={{ p: 2 }}>
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  } else if (calls.status === 'error') {
    body = (
      <Alert severity="error" role="alert">
        {loadCallsErrorMessage(calls.error.message)}
      </Alert>
    );
  } else if (calls.data.length === 0) {
    body = <Typography sx={{ p: 2 }}>{LABEL_NO_CALLS}</Typography>;
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {CALL_LOG_COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <CallRows calls={calls.data} />
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="h6" component="h2">
        {LABEL_CALL_LOG}
      </Typography>
      <Paper variant="outlined">{body}</Paper>
    </Stack>
  );
}
